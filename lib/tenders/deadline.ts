// Deadlines as notices and forms write them (a local date-time, or a date alone) turned into instants.

/** Parses `2024-03-01T12:00:00+01:00` or a date alone (the end of that day, in its zone or UTC). */
export function deadlineInstant(local: string | null): Date | null {
  if (local === null) return null;
  const dateOnly = /^(\d{4}-\d{2}-\d{2})(Z|[+-]\d{2}:\d{2})?$/.exec(local);
  const iso = dateOnly
    ? `${dateOnly[1]}T23:59:59${dateOnly[2] ?? 'Z'}`
    : /(Z|[+-]\d{2}:\d{2})$/.test(local)
      ? local
      : `${local}Z`;
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? null : instant;
}
