/**
 * Adds up the findings of every piece of content into the audit report, and prints it for
 * people (a table per block name, then each block that needs attention) or as JSON.
 */
import type { BlockFinding, BlockStatus } from './audit-blocks';
import { describeSource, type ContentSource } from './inputs';

export const statuses: BlockStatus[] = [
	'valid',
	'migrated',
	'invalid',
	'unknown',
];

type Counts = Record< BlockStatus, number >;

export type AuditedSource = { source: ContentSource; findings: BlockFinding[] };

export type AuditReport = {
	/** False when at least one block is invalid. */
	ok: boolean;
	totals: Counts & { total: number };
	blocks: Array< { name: string } & Counts & { total: number } >;
	sources: Array< {
		file: string;
		postId?: string;
		title?: string;
		postType?: string;
		blocks: number;
	} >;
	/** Every block that is not plainly valid: invalid, migrated or unknown. */
	attention: Array< {
		file: string;
		postId?: string;
		title?: string;
		block: string;
		path: string;
		status: BlockStatus;
		deprecation?: number;
		issues: string[];
	} >;
};

const emptyCounts = (): Counts => ( {
	valid: 0,
	migrated: 0,
	invalid: 0,
	unknown: 0,
} );

export function buildReport( audited: AuditedSource[] ): AuditReport {
	const perBlock = new Map< string, Counts >();
	const totals = emptyCounts();
	const attention: AuditReport[ 'attention' ] = [];
	for ( const { source, findings } of audited ) {
		for ( const finding of findings ) {
			const counts = perBlock.get( finding.name ) ?? emptyCounts();
			counts[ finding.status ]++;
			totals[ finding.status ]++;
			perBlock.set( finding.name, counts );
			if ( finding.status !== 'valid' ) {
				attention.push( {
					file: source.file,
					...( source.postId !== undefined && {
						postId: source.postId,
						title: source.title,
					} ),
					block: finding.name,
					path: finding.path,
					status: finding.status,
					...( finding.deprecation !== undefined && {
						deprecation: finding.deprecation,
					} ),
					issues: finding.issues,
				} );
			}
		}
	}
	const sum = ( counts: Counts ) =>
		statuses.reduce( ( total, status ) => total + counts[ status ], 0 );
	return {
		ok: totals.invalid === 0,
		totals: { ...totals, total: sum( totals ) },
		blocks: [ ...perBlock.entries() ]
			.sort( ( [ a ], [ b ] ) => a.localeCompare( b ) )
			.map( ( [ name, counts ] ) => ( {
				name,
				...counts,
				total: sum( counts ),
			} ) ),
		sources: audited.map( ( { source, findings } ) => ( {
			file: source.file,
			...( source.postId !== undefined && {
				postId: source.postId,
				title: source.title,
				postType: source.postType,
			} ),
			blocks: findings.length,
		} ) ),
		attention,
	};
}

function table( rows: string[][] ): string {
	const widths = rows[ 0 ].map( ( _, column ) =>
		Math.max( ...rows.map( ( row ) => row[ column ].length ) )
	);
	return rows
		.map( ( row ) =>
			row
				.map( ( cell, column ) =>
					column === 0
						? cell.padEnd( widths[ column ] )
						: cell.padStart( widths[ column ] )
				)
				.join( '  ' )
		)
		.join( '\n' );
}

function where( entry: AuditReport[ 'attention' ][ number ] ): string {
	const source = describeSource( {
		file: entry.file,
		postId: entry.postId,
		title: entry.title,
		html: '',
	} );
	return `${ source } — ${ entry.block } (block ${ entry.path })`;
}

export function formatReport( report: AuditReport ): string {
	const lines: string[] = [];
	lines.push(
		`Audited ${ report.sources.length } piece(s) of content, ${ report.totals.total } block(s).`,
		''
	);
	const header = [
		'Block',
		'Valid',
		'Migrated',
		'Invalid',
		'Unknown',
		'Total',
	];
	const row = ( name: string, counts: Counts & { total: number } ) => [
		name,
		...statuses.map( ( status ) => String( counts[ status ] ) ),
		String( counts.total ),
	];
	lines.push(
		table( [
			header,
			...report.blocks.map( ( block ) => row( block.name, block ) ),
			row( 'All blocks', report.totals ),
		] ),
		''
	);

	const section = (
		status: BlockStatus,
		title: string,
		describe: ( entry: AuditReport[ 'attention' ][ number ] ) => string[]
	) => {
		const entries = report.attention.filter(
			( entry ) => entry.status === status
		);
		if ( ! entries.length ) {
			return;
		}
		lines.push( `${ title } (${ entries.length }):` );
		entries.forEach( ( entry ) =>
			lines.push(
				`  ${ where( entry ) }`,
				...describe( entry ).map( ( text ) =>
					text.replace( /^(?=.)/gm, '      ' )
				)
			)
		);
		lines.push( '' );
	};
	section(
		'invalid',
		'Invalid blocks — the editor will ask to attempt recovery',
		( entry ) => entry.issues
	);
	section(
		'unknown',
		'Unknown blocks — no block of this name is registered',
		() => []
	);
	section(
		'migrated',
		'Blocks upgraded from an older saved version when opened',
		( entry ) => [ `matched deprecation ${ entry.deprecation }` ]
	);
	lines.push(
		report.ok
			? 'No invalid blocks.'
			: `${ report.totals.invalid } invalid block(s): fix them before switching.`
	);
	return lines.join( '\n' );
}
