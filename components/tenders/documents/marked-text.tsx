// Text whose search hits the database marked with control characters (never HTML), shown with <mark>.
import { Fragment } from 'react';
import { hitEnd, hitStart } from '@/lib/documents/views';

export function MarkedText({ text }: { text: string }) {
  const parts = text.split(hitStart);
  return (
    <>
      {parts.map((part, index) => {
        if (index === 0) return <Fragment key={index}>{part}</Fragment>;
        const end = part.indexOf(hitEnd);
        if (end === -1) return <Fragment key={index}>{part}</Fragment>;
        return (
          <Fragment key={index}>
            <mark className="rounded-sm bg-yellow-200 px-0.5 text-black dark:bg-yellow-300">{part.slice(0, end)}</mark>
            {part.slice(end + 1)}
          </Fragment>
        );
      })}
    </>
  );
}
