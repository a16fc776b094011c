// components/ui's Field ties its label, hint and error to the control, and Button keeps one look per variant.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button, buttonClass } from '@/components/ui/button';
import { Field, TextField } from '@/components/ui/field';

/** The attributes of the first element with `tag` in `html`, as a map. */
function attributes(html: string, tag: string): Map<string, string> {
  const element = new RegExp(`<${tag}\\b([^>]*)>`).exec(html)?.[1] ?? '';
  return new Map([...element.matchAll(/([\w-]+)="([^"]*)"/g)].map((match) => [match[1]!, match[2]!]));
}

describe('Field', () => {
  it('labels the control and describes it by its hint and its error, marking it invalid', () => {
    const html = renderToStaticMarkup(
      TextField({ id: 'f-title', label: 'Title', hint: 'As published', error: 'Title is required', registration: {} }),
    );
    expect(attributes(html, 'label').get('for')).toBe('f-title');
    const input = attributes(html, 'input');
    expect(input.get('id')).toBe('f-title');
    expect(input.get('aria-invalid')).toBe('true');
    expect(input.get('aria-describedby')).toBe('f-title-hint f-title-error');
    expect(html).toContain('<p id="f-title-hint" class="mt-1 text-sm text-muted-fg">As published</p>');
    expect(html).toMatch(/<p id="f-title-error"[^>]*>Title is required<\/p>/);
  });

  it('points only at what it shows: no error, no aria-invalid; nothing to describe, no aria-describedby', () => {
    const hinted = attributes(
      renderToStaticMarkup(TextField({ id: 'a', label: 'A', hint: 'Why', registration: {} })),
      'input',
    );
    expect(hinted.get('aria-describedby')).toBe('a-hint');
    expect(hinted.has('aria-invalid')).toBe(false);
    const bare = attributes(renderToStaticMarkup(TextField({ id: 'b', label: 'B', registration: {} })), 'input');
    expect(bare.has('aria-describedby')).toBe(false);
    expect(bare.has('aria-invalid')).toBe(false);
  });

  it('hands the same ties to a select or a text area', () => {
    const html = renderToStaticMarkup(
      Field({
        id: 'topic',
        label: 'Topic',
        error: 'Choose one',
        children: (control) => createElement('select', control, createElement('option', { value: '' }, 'None')),
      }),
    );
    const select = attributes(html, 'select');
    expect(select.get('id')).toBe('topic');
    expect(select.get('aria-invalid')).toBe('true');
    expect(select.get('aria-describedby')).toBe('topic-error');
  });
});

describe('Button', () => {
  it('is a plain button unless told to submit, so it never submits a form by accident', () => {
    expect(attributes(renderToStaticMarkup(Button({ children: 'Go' })), 'button').get('type')).toBe('button');
    expect(attributes(renderToStaticMarkup(Button({ type: 'submit', children: 'Go' })), 'button').get('type')).toBe(
      'submit',
    );
  });

  it('draws each variant in its own colours at the 44 px touch size unless sized otherwise', () => {
    expect(buttonClass()).toContain('bg-accent');
    expect(buttonClass()).toContain('min-h-11');
    expect(buttonClass({ variant: 'secondary' })).toContain('border-border');
    expect(buttonClass({ variant: 'danger' })).toContain('bg-red-700');
    expect(buttonClass({ size: 'lg' })).toContain('min-h-12');
    // A link-like button is text: no frame, no touch-size padding.
    expect(buttonClass({ variant: 'link', size: 'lg' })).not.toMatch(/min-h-|px-|rounded/);
    expect(buttonClass({ className: 'w-full' })).toMatch(/ w-full$/);
  });
});
