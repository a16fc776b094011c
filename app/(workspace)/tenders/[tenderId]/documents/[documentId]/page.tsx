// A page of a tender document's text (`?page=N`), the words searched for (`?q=`) or a citation's quote (`?quote=`)
// marked — for a chat answer, the words of the quote that answer it (`?words=a|b`) — with the original file a click
// away. Readers see only the documents they may: those fetched for a public tender and their own uploads.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { DocumentViewer } from '@/components/tenders/documents/document-viewer';
import { getDocumentPage } from '@/lib/documents';
import { getTender } from '@/lib/tenders';

type Props = PageProps<'/tenders/[tenderId]/documents/[documentId]'>;

async function load({ params, searchParams }: Props) {
  const [{ tenderId, documentId }, query] = await Promise.all([params, searchParams]);
  const tender = await getTender(tenderId, '');
  const page = await getDocumentPage(tender, documentId, query.page, query.q, query.quote, query.words);
  if (!page) notFound();
  return { page, q: typeof query.q === 'string' ? query.q : '' };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { page } = await load(props);
  return {
    title: `${page.fileName}, page ${page.page}`,
    // Documents are read here, and found through their tender: search engines index the tender page instead.
    robots: { index: false, follow: false },
  };
}

export default async function DocumentPage(props: Props) {
  const { page, q } = await load(props);
  return <DocumentViewer page={page} query={q} />;
}
