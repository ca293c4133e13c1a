/**
 * What `npm run audit-content -- --json <folder>` says about content, per file and block, for
 * comparing with what WordPress's editor says about the same content.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { AuditReport } from '../../../tools/audit-content/report';
import type { BlockVerdict, ParsedVerdict } from './editor';
import { projectRoot } from './site';

export type AuditedFile = {
	/** How many blocks the audit found, nested ones included. */
	blocks: number;
	/** Blocks that are not plainly valid, by path. Migrated blocks are valid content. */
	notValid: Map< string, { name: string; verdict: BlockVerdict } >;
};

/**
 * Runs the content audit on a folder and returns its findings per file (path relative to the
 * folder). Exit code 1 only means some block is invalid; anything else but 0 is a failure.
 * @param folder
 */
export function auditFolder(
	folder: string
): Promise< Map< string, AuditedFile > > {
	return new Promise( ( resolve, reject ) => {
		const child = spawn(
			process.execPath,
			[
				path.join( projectRoot, 'scripts', 'audit-content.mjs' ),
				'--json',
				folder,
			],
			{ cwd: projectRoot, stdio: [ 'ignore', 'pipe', 'pipe' ] }
		);
		let stdout = '';
		let stderr = '';
		child.stdout.on( 'data', ( chunk ) => ( stdout += chunk ) );
		child.stderr.on( 'data', ( chunk ) => ( stderr += chunk ) );
		child.on( 'error', reject );
		child.on( 'close', ( code ) => {
			if ( code !== 0 && code !== 1 ) {
				reject(
					new Error(
						`npm run audit-content -- --json ${ folder } exited with ${ code }:\n${ stderr }`
					)
				);
				return;
			}
			let report: AuditReport;
			try {
				report = JSON.parse( stdout ) as AuditReport;
			} catch {
				reject(
					new Error(
						`npm run audit-content -- --json ${ folder } printed no JSON report (exit code ${ code }):\n${ stderr }${ stdout }`
					)
				);
				return;
			}
			const files = new Map< string, AuditedFile >();
			for ( const source of report.sources ) {
				files.set( path.relative( folder, source.file ), {
					blocks: source.blocks,
					notValid: new Map(),
				} );
			}
			for ( const entry of report.attention ) {
				files
					.get( path.relative( folder, entry.file ) )
					?.notValid.set( entry.path, {
						name: entry.block,
						verdict:
							entry.status === 'migrated'
								? 'valid'
								: entry.status,
					} );
			}
			resolve( files );
		} );
	} );
}

/**
 * The blocks on which the editor and the audit disagree, one readable line each.
 * @param file
 * @param inEditor
 * @param audited
 * @param editorLabel
 */
export function verdictDifferences(
	file: string,
	inEditor: ParsedVerdict[],
	audited: AuditedFile | undefined,
	editorLabel: string
): string[] {
	if ( ! audited ) {
		return [ `${ file }: not in the audit report` ];
	}
	const differences: string[] = [];
	if ( inEditor.length !== audited.blocks ) {
		differences.push(
			`${ file }: ${ editorLabel } finds ${ inEditor.length } block(s), audit-content ${ audited.blocks }`
		);
	}
	for ( const block of inEditor ) {
		const entry = audited.notValid.get( block.path );
		const verdict = entry?.verdict ?? 'valid';
		if ( verdict !== block.verdict ) {
			differences.push(
				`${ file } block ${ block.path } ${ block.name }: ${ editorLabel } says ${ block.verdict }, audit-content says ${ verdict }`
			);
		} else if ( entry && entry.name !== block.name ) {
			differences.push(
				`${ file } block ${ block.path }: ${ editorLabel } names it ${ block.name }, audit-content ${ entry.name }`
			);
		}
	}
	const editorPaths = new Set( inEditor.map( ( block ) => block.path ) );
	for ( const [ blockPath, entry ] of audited.notValid ) {
		if ( ! editorPaths.has( blockPath ) ) {
			differences.push(
				`${ file } block ${ blockPath } ${ entry.name }: audit-content says ${ entry.verdict }, ${ editorLabel } has no such block`
			);
		}
	}
	return differences;
}
