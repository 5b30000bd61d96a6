-- With read replicas, a person's reads come from a replica only once it has replayed that person's last write: the
-- session keeps the primary's WAL position after it.
ALTER TABLE "sessions" ADD COLUMN "last_write_lsn" text;