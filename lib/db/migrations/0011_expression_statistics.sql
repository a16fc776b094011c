-- Statistics on the expressions search filters by. The planner reads an expression index's statistics only
-- when the index is not partial, so for tenders_open_value_idx it guessed a value range at 0.5% of the open
-- calls (2,078 of 455,048 where 133,168 matched) and built a bitmap of every match just to count ten
-- thousand; with these it walks the index instead. The deadline expression is search's "still open" test.
CREATE STATISTICS IF NOT EXISTS app.tenders_sortable_value_stats ON (coalesce(estimate_euro_value, -1)) FROM app.tenders;--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS app.tenders_open_deadline_stats ON (coalesce(deadline_date, '-infinity'::timestamptz)) FROM app.tenders;--> statement-breakpoint
ANALYZE app.tenders;
