// Renders markdown safely (GitHub-flavoured, sanitised): blog posts, legal pages and AI output alike.
import { AlertTriangle, Calendar, Check, Clock, Euro, FileText, Info, X, type LucideIcon } from 'lucide-react';
import { getImageProps } from 'next/image';
import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components, type ExtraProps } from 'react-markdown';
import { isExternalUrl, rehypePlugins, remarkPlugins, remarkRehypeOptions } from '@/lib/content/markdown';
import { isMarkdownIconName, markdownIconLabels, type MarkdownIconName } from '@/lib/content/markdown-icons';

const icons: Record<MarkdownIconName, LucideIcon> = {
  check: Check,
  x: X,
  warning: AlertTriangle,
  info: Info,
  clock: Clock,
  calendar: Calendar,
  euro: Euro,
  file: FileText,
};

/** A site-relative image with its size in the fragment, `/blog/map.png#1200x630`, is optimised by next/image. */
const sizedLocalImage = /^(\/(?![/\\])[^#?]+)#(\d{1,4})x(\d{1,4})$/;

function MarkdownImage({ src, alt = '', title }: ComponentProps<'img'> & ExtraProps) {
  if (typeof src !== 'string' || src === '') return null;
  const sized = sizedLocalImage.exec(src);
  if (sized) {
    // next/image's optimised sources without its client component: no JavaScript for a picture.
    const { props } = getImageProps({
      src: sized[1] ?? '',
      width: Number(sized[2]),
      height: Number(sized[3]),
      alt,
      sizes: '(max-width: 768px) 100vw, 768px',
    });
    // eslint-disable-next-line @next/next/no-img-element -- props come from next/image's getImageProps
    return <img {...props} alt={alt} title={title} />;
  }
  // A third-party image would load by itself and could carry data out in its URL (a known way to
  // exfiltrate from AI output), so it becomes a link the reader may choose to open.
  if (isExternalUrl(src)) {
    return (
      <a href={src} rel="noopener noreferrer">
        {alt ? `Image: ${alt}` : 'Image'}
      </a>
    );
  }
  // Size unknown, so next/image cannot reserve space; lazy loading keeps it off the critical path.
  // eslint-disable-next-line @next/next/no-img-element -- next/image needs width and height
  return <img src={src} alt={alt} title={title} loading="lazy" decoding="async" />;
}

/** Icon placeholders from `:name:` shortcodes; every other span (code highlighting) as it is. */
function MarkdownSpan({ node, ...props }: ComponentProps<'span'> & ExtraProps) {
  const name = node?.properties.dataIcon;
  if (typeof name === 'string' && isMarkdownIconName(name)) {
    const Icon = icons[name];
    return (
      <span role="img" aria-label={markdownIconLabels[name]} className="markdown-icon">
        <Icon aria-hidden />
      </span>
    );
  }
  return <span {...props} />;
}

/** Task-list checkboxes are read-only; they still need a name for screen readers. */
function MarkdownInput({ type, checked, disabled }: ComponentProps<'input'> & ExtraProps) {
  return <input type={type} defaultChecked={checked} disabled={disabled} aria-label={checked ? 'Done' : 'Not done'} />;
}

const components: Components = { img: MarkdownImage, span: MarkdownSpan, input: MarkdownInput };

export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={className ? `markdown ${className}` : 'markdown'}>
      <ReactMarkdown
        remarkPlugins={remarkPlugins}
        remarkRehypeOptions={remarkRehypeOptions}
        rehypePlugins={rehypePlugins}
        components={components}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
