import { sql } from 'drizzle-orm'

/**
 * `column in ${anyOf(values)}`: the values as one bound JSON parameter. D1 binds at most 100 parameters a query,
 * and lists such as a user's likes or uploads can be longer.
 */
export const anyOf = (values: (number | string)[]) => sql`(select value from json_each(${JSON.stringify(values)}))`
