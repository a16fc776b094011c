-- What closing expired calls looks for (lib/tenders/maintenance): open tenders by deadline. Without it the
-- quarter-hourly update read the whole table to find none (1.5 s and 2.5 GB of buffers at 1M tenders);
-- with it, it reads the few open rows whose deadline has passed.
CREATE INDEX IF NOT EXISTS tenders_open_deadline_idx ON app.tenders (deadline_date) WHERE status = 'open';
