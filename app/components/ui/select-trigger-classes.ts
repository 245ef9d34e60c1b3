/** The look of a select's trigger: Radix's (select.tsx) and the plain one shown until it loads (choice-select.tsx). */
export const SELECT_TRIGGER_CLASSES =
  'flex h-10 w-full items-center justify-between rounded-md border border-input bg-background px-3 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-50'
