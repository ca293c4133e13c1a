/**
 * 0006: the full-text index Related Posts ranks with (SQLite FTS5, bm25). One row per published
 * post (rowid = posts.id) with its title, content and excerpt, kept in step with `posts` by
 * triggers, so every write path (REST, admin, seeding, imports) updates it in the same transaction.
 * Frozen once released: change the schema with a new numbered migration, never by editing this one.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

type AnyDb = Kysely< any >;

const INDEXED = `new.type = 'post' AND new.status = 'publish'`;

export const relatedPostsSearch: Migration = {
	async up( db: AnyDb ) {
		await sql`CREATE VIRTUAL TABLE posts_search USING fts5(
			title, content, excerpt,
			tokenize = 'porter unicode61 remove_diacritics 2'
		)`.execute( db );
		await sql
			.raw(
				`CREATE TRIGGER posts_search_insert AFTER INSERT ON posts WHEN ${ INDEXED }
				BEGIN
					INSERT INTO posts_search ( rowid, title, content, excerpt )
					VALUES ( new.id, new.title, new.content, new.excerpt );
				END`
			)
			.execute( db );
		await sql
			.raw(
				`CREATE TRIGGER posts_search_update AFTER UPDATE ON posts
				BEGIN
					DELETE FROM posts_search WHERE rowid = old.id;
					INSERT INTO posts_search ( rowid, title, content, excerpt )
					SELECT new.id, new.title, new.content, new.excerpt WHERE ${ INDEXED };
				END`
			)
			.execute( db );
		await sql
			.raw(
				`CREATE TRIGGER posts_search_delete AFTER DELETE ON posts
				BEGIN
					DELETE FROM posts_search WHERE rowid = old.id;
				END`
			)
			.execute( db );
		await sql`INSERT INTO posts_search ( rowid, title, content, excerpt )
			SELECT id, title, content, excerpt FROM posts
			WHERE type = 'post' AND status = 'publish'`.execute( db );
	},
	async down( db: AnyDb ) {
		await sql`DROP TRIGGER IF EXISTS posts_search_insert`.execute( db );
		await sql`DROP TRIGGER IF EXISTS posts_search_update`.execute( db );
		await sql`DROP TRIGGER IF EXISTS posts_search_delete`.execute( db );
		await sql`DROP TABLE IF EXISTS posts_search`.execute( db );
	},
};
