// The icons markdown may name as `:name:` shortcodes, with the text a screen reader announces.
export const markdownIconLabels = {
  check: 'Yes',
  x: 'No',
  warning: 'Warning',
  info: 'Note',
  clock: 'Deadline',
  calendar: 'Date',
  euro: 'Value',
  file: 'Document',
} as const;

export type MarkdownIconName = keyof typeof markdownIconLabels;

export function isMarkdownIconName(name: string): name is MarkdownIconName {
  return Object.hasOwn(markdownIconLabels, name);
}
