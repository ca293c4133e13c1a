/**
 * Parses post content the way the editor does (grammar, attributes, validation, deprecations)
 * while capturing what the parser and the blocks' save functions print, so callers decide
 * what to do with it: the audit reports validation issues from the blocks themselves, the
 * fixture harness fails on unexpected output.
 */
import { parse, serialize, type Block } from '@wordpress/blocks';
import { takeMigrationEvents, type MigrationEvent } from './migration-tracker';

export type ConsoleLine = {
	method: 'error' | 'warn' | 'info' | 'log';
	text: string;
};

export type ParsedContent = {
	blocks: Block[];
	/** Deprecations that matched, in the order the parser applied them. */
	migrations: MigrationEvent[];
	consoleOutput: ConsoleLine[];
};

const methods = [ 'error', 'warn', 'info', 'log' ] as const;

/**
 * Runs `work` with console output captured instead of printed.
 * @param work
 */
export function captureConsole< T >( work: () => T ): {
	result: T;
	consoleOutput: ConsoleLine[];
} {
	const replaced = [ ...methods, 'groupCollapsed', 'groupEnd' ] as const;
	// Used in `finally` below, which the rule does not see.
	// eslint-disable-next-line @wordpress/no-unused-vars-before-return
	const originals = replaced.map(
		( name ) => [ name, console[ name ] ] as const
	);
	const consoleOutput: ConsoleLine[] = [];
	methods.forEach( ( method ) => {
		console[ method ] = ( ...args: unknown[] ) => {
			consoleOutput.push( {
				method,
				text: args.map( String ).join( ' ' ),
			} );
		};
	} );
	console.groupCollapsed = () => undefined;
	console.groupEnd = () => undefined;
	try {
		return { result: work(), consoleOutput };
	} finally {
		originals.forEach( ( [ name, original ] ) => {
			( console as unknown as Record< string, unknown > )[ name ] =
				original;
		} );
	}
}

export function parseContent( html: string ): ParsedContent {
	takeMigrationEvents();
	const { result, consoleOutput } = captureConsole( () =>
		parse( html, { __unstableSkipMigrationLogs: true } )
	);
	return { blocks: result, migrations: takeMigrationEvents(), consoleOutput };
}

export function serializeBlocks( blocks: Block[] ): {
	html: string;
	consoleOutput: ConsoleLine[];
} {
	const { result, consoleOutput } = captureConsole( () =>
		serialize( blocks )
	);
	return { html: result, consoleOutput };
}
