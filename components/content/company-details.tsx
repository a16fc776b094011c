// The publisher's company details as configured: name, address, register entry, VAT ID, email.
import { publisher, publisherPostalAddress } from '@/lib/config/public';

export function CompanyDetails() {
  const rows = [
    { term: 'Company', value: publisher.name },
    { term: 'Address', value: publisherPostalAddress },
    publisher.registry ? { term: 'Company register', value: publisher.registry } : null,
    publisher.vatId ? { term: 'VAT ID', value: publisher.vatId } : null,
  ].filter((row): row is { term: string; value: string } => row !== null);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows.map((row) => (
        <div key={row.term} className="contents">
          <dt className="font-medium text-muted-fg">{row.term}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
      <div className="contents">
        <dt className="font-medium text-muted-fg">Email</dt>
        <dd>
          <a href={`mailto:${publisher.email}`} className="text-accent underline underline-offset-4">
            {publisher.email}
          </a>
        </dd>
      </div>
    </dl>
  );
}
