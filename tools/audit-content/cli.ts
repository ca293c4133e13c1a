/**
 * `npm run audit-content -- [--json] <files or folders of .html | WordPress export .xml>…`
 * Parses every piece of content with the suite's blocks and the core blocks registered and
 * reports, per block name, how many blocks are valid, migrated, invalid or unknown.
 * Exit code: 0 when no block is invalid, 1 when one is, 2 for a usage or read error.
 * Runs under Node with jsdom globals (see scripts/audit-content.mjs).
 */
import { suiteBlocks } from '../../blocks';
import { auditContent } from './audit-blocks';
import { readSources } from './inputs';
import { registerContentBlocks } from './register-blocks';
import { buildReport, formatReport } from './report';

const usage =
	'Usage: npm run audit-content -- [--json] <file.html | folder | export.xml>…';

export function main(
	argv: string[],
	write: ( text: string ) => void = ( text ) => process.stdout.write( text )
): number {
	const targets = argv.filter( ( arg ) => arg !== '--json' );
	const unknownOption = targets.find( ( arg ) => arg.startsWith( '--' ) );
	if ( unknownOption || ! targets.length || argv.includes( '--help' ) ) {
		process.stderr.write(
			`${ unknownOption ? `Unknown option ${ unknownOption }\n` : '' }${ usage }\n`
		);
		return 2;
	}
	let sources;
	try {
		sources = readSources( targets );
	} catch ( error ) {
		process.stderr.write(
			`Cannot read the content: ${ ( error as Error ).message }\n`
		);
		return 2;
	}
	registerContentBlocks( suiteBlocks );
	const json = argv.includes( '--json' );
	const report = buildReport(
		sources.map( ( source ) => ( {
			source,
			findings: auditContent( source.html ),
		} ) )
	);
	write(
		json
			? `${ JSON.stringify( report, null, 2 ) }\n`
			: `${ formatReport( report ) }\n`
	);
	return report.ok ? 0 : 1;
}
