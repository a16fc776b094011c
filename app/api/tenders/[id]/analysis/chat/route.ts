// POST /api/tenders/{id}/analysis/chat: a question about the tender's documents, answered as a UI message stream
// (useChat) with numbered citations; 401/402/403/404/409/415/422/429 JSON when it cannot be asked (403 from another
// site).
import { answerChat } from '@/lib/analysis';
import { fromOwnSite } from '@/lib/http/same-origin';

export const dynamic = 'force-dynamic';
// A model's answer streams for a while.
export const maxDuration = 60;

export const POST = fromOwnSite(
  'json',
  async (request: Request, { params }: RouteContext<'/api/tenders/[id]/analysis/chat'>) =>
    answerChat(request, (await params).id),
);
