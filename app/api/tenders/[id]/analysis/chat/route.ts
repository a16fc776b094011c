// POST /api/tenders/{id}/analysis/chat: a question about the tender's documents, answered as a UI message stream
// (useChat) with numbered citations; 401/402/403/404/409/422/429 JSON when it cannot be asked.
import { answerChat } from '@/lib/analysis';

export const dynamic = 'force-dynamic';
// A model's answer streams for a while.
export const maxDuration = 60;

export async function POST(request: Request, { params }: RouteContext<'/api/tenders/[id]/analysis/chat'>) {
  return answerChat(request, (await params).id);
}
