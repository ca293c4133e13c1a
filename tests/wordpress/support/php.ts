/**
 * PHP for the WordPress tests: Debian's command-line PHP with the extensions WordPress needs on
 * SQLite. When it is missing and the tests run as root on Debian, it is installed with apt-get
 * (as `.ci/run` does on a new machine); otherwise the error says what to install.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const PHP = process.env.PHP_BINARY || 'php';

export const debianPhpPackages = [
	'php8.2-cli',
	'php8.2-sqlite3',
	'php8.2-mbstring',
	'php8.2-xml',
];

/** Extensions WordPress and the SQLite integration plugin use. */
const requiredExtensions = [ 'pdo_sqlite', 'mbstring', 'xml', 'dom' ];

/** The required extensions PHP lacks, or null when there is no PHP at all. */
function missingExtensions(): string[] | null {
	const result = spawnSync(
		PHP,
		[
			'-r',
			`echo json_encode( array_values( array_filter( ${ JSON.stringify(
				requiredExtensions
			) }, function ( $name ) { return ! extension_loaded( $name ); } ) ) );`,
		],
		{ encoding: 'utf8' }
	);
	if ( result.error || result.status !== 0 ) {
		return null;
	}
	return JSON.parse( result.stdout ) as string[];
}

function installWithApt(): string {
	const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
	const update = spawnSync( 'apt-get', [ 'update', '-qq' ], {
		env,
		encoding: 'utf8',
	} );
	const install = spawnSync(
		'apt-get',
		[ 'install', '-y', '-qq', ...debianPhpPackages ],
		{ env, encoding: 'utf8' }
	);
	return [ update, install ]
		.map( ( run ) => `${ run.stdout ?? '' }${ run.stderr ?? '' }` )
		.join( '' )
		.slice( -4000 );
}

/**
 * Makes sure PHP with the needed extensions runs; installs Debian's packages when it does not
 * and this process may (root, apt-get present). Throws with what to do otherwise.
 */
export function ensurePhp() {
	let missing = missingExtensions();
	if ( missing?.length === 0 ) {
		return;
	}
	const canInstall =
		process.getuid?.() === 0 &&
		existsSync( '/usr/bin/apt-get' ) &&
		! process.env.PHP_BINARY;
	let aptOutput = '';
	if ( canInstall ) {
		console.log(
			`Installing PHP for the WordPress tests: apt-get install ${ debianPhpPackages.join(
				' '
			) }`
		);
		aptOutput = installWithApt();
		missing = missingExtensions();
		if ( missing?.length === 0 ) {
			return;
		}
	}
	throw new Error(
		[
			missing === null
				? `The WordPress tests need PHP's command line (\`${ PHP }\` does not run).`
				: `PHP lacks the extension(s) ${ missing.join( ', ' ) }.`,
			`Install Debian's packages: apt-get install ${ debianPhpPackages.join(
				' '
			) }`,
			aptOutput && `apt-get said:\n${ aptOutput }`,
		]
			.filter( Boolean )
			.join( '\n' )
	);
}
