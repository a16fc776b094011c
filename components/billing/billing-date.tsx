// A renewal or end date written out ("20 November 2026"), machine-readable in its datetime attribute.
const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

export function BillingDate({ date }: { date: Date }) {
  return <time dateTime={date.toISOString().slice(0, 10)}>{dateFormat.format(date)}</time>;
}
