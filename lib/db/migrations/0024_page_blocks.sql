-- A page keeps its layout beside its verbatim text: headings, paragraphs, list items, table rows (with their cells and
-- head row) and running headers and footers, by offsets in the text. Pages read before have none and are read by
-- their text alone.
ALTER TABLE "app"."document_pages" ADD COLUMN "blocks" jsonb;
