// One mail of the local mailbox: its headers, its HTML part rendered in a sandbox (no scripts, no access to this
// site; links open in a new tab), and its text part as written. Mails hold text users and notices wrote.
import type { WrittenMail } from '@/lib/mail';

/** Header fields worth a developer's look, in this order, when the mail has them. */
const shownHeaders = ['from', 'to', 'reply-to', 'date', 'list-unsubscribe', 'list-unsubscribe-post', 'list-id'];

/** The HTML part as the frame's document: a policy that loads nothing but inline styles and data images. */
function frameDocument(html: string): string {
  const head =
    `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">` +
    '<base target="_blank">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (tag) => `${tag}${head}`) : `${head}${html}`;
}

export function MailView({ mail }: { mail: WrittenMail }) {
  const headers = shownHeaders.flatMap((name) => mail.headers.filter((header) => header.name.toLowerCase() === name));
  return (
    <article className="space-y-6" data-testid="mail-view">
      <header>
        <h2 className="text-xl font-semibold break-words" data-testid="mail-subject">
          {mail.subject}
        </h2>
        <dl
          className="mt-3 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm"
          data-testid="mail-headers"
        >
          {headers.map((header) => (
            <div key={`${header.name}:${header.value}`} className="contents">
              <dt className="font-medium text-muted-fg">{header.name}</dt>
              <dd className="break-all" data-header={header.name.toLowerCase()}>
                {header.value}
              </dd>
            </div>
          ))}
        </dl>
      </header>
      {mail.html ? (
        <section aria-labelledby="mail-html">
          <h3 id="mail-html" className="font-semibold">
            As the recipient sees it
          </h3>
          <iframe
            title={`The mail “${mail.subject}”`}
            sandbox="allow-popups allow-popups-to-escape-sandbox"
            srcDoc={frameDocument(mail.html)}
            className="mt-2 h-[32rem] w-full rounded-lg border border-border bg-white"
          />
        </section>
      ) : null}
      <section aria-labelledby="mail-text">
        <h3 id="mail-text" className="font-semibold">
          Plain text
        </h3>
        <pre
          className="mt-2 overflow-x-auto rounded-lg border border-border bg-muted-bg p-4 text-sm whitespace-pre-wrap"
          data-testid="mail-text"
        >
          {mail.text}
        </pre>
      </section>
    </article>
  );
}
