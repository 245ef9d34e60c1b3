/** One alarm serves every timed job: it is set to the earliest, and the alarm re-arms for what is left. */
export class AlarmSchedule {
  constructor(private readonly storage: DurableObjectStorage) {}

  async at(time: number): Promise<void> {
    const current = await this.storage.getAlarm()
    if (current === null || time < current) await this.storage.setAlarm(time)
  }
}
