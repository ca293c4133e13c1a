/**
 * Jest runs three projects:
 * - unit:   jsdom; block edit/save/fixtures, shared helpers, stores, content compatibility.
 * - server: node; the real HTTP server on a temporary SQLite database.
 * - e2e:    node; Debian's Chromium driven by playwright-core against the built site.
 * - wordpress: node; the built plugin in real WordPress (6.5, 6.6, 6.7) served by PHP, in Chromium.
 *   One test file, so one worker runs the versions one after another.
 */
// The wp-scripts preset (jsdom, @wordpress/jest-console, babel); its reporters are set once below.
const {
	reporters: _wpReporters,
	...wpUnit
} = require( '@wordpress/scripts/config/jest-unit.config' );

const esmOnly = [
	'parsel-js',
	'uuid',
	'marked',
	'@wordpress/theme',
	'@wordpress/ui',
	'@wordpress/style-runtime',
	// sanitize-html (CommonJS) requires these ESM-only packages (nested in its node_modules).
	'sanitize-html',
	'htmlparser2',
	'domhandler',
	'domutils',
	'dom-serializer',
	'domelementtype',
	'entities',
	// The site host's query layer ships ESM only.
	'kysely',
	// The slideshow's carousel.
	'swiper',
	// WordPress's social link services (names and icons), imported by path by the host.
	'@wordpress/block-library/build-module',
];

const shared = {
	rootDir: __dirname,
	transform: {
		'\\.m?[jt]sx?$':
			require.resolve( '@wordpress/scripts/config/babel-transform' ),
	},
	moduleFileExtensions: [ 'ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json' ],
	transformIgnorePatterns: [
		`/node_modules/(?!(${ esmOnly.join( '|' ) })/)`,
	],
	moduleNameMapper: {
		'\\.(css|scss)$': '<rootDir>/tests/support/style-stub.js',
	},
	testPathIgnorePatterns: [ '/node_modules/', '/build/', '/data/' ],
};

module.exports = {
	reporters: [ 'default', '<rootDir>/tests/support/summary-reporter.js' ],
	projects: [
		{
			...wpUnit,
			...shared,
			displayName: 'unit',
			testEnvironment: 'jsdom',
			testPathIgnorePatterns: [
				...shared.testPathIgnorePatterns,
				'\\.server\\.test\\.',
			],
			setupFilesAfterEnv: [
				...( wpUnit.setupFilesAfterEnv || [] ),
				'<rootDir>/tests/support/jest-dom.js',
				'<rootDir>/tests/support/server-timeout.js',
			],
			testMatch: [
				'<rootDir>/blocks/**/test/**/*.test.[jt]s?(x)',
				'<rootDir>/shared/**/test/**/*.test.[jt]s?(x)',
				'<rootDir>/store/**/test/**/*.test.[jt]s?(x)',
				'<rootDir>/app/**/test/**/*.test.[jt]s?(x)',
				'<rootDir>/tests/fixtures/**/*.test.[jt]s?(x)',
				'<rootDir>/tests/compat/**/*.test.[jt]s?(x)',
				'<rootDir>/tests/audit/**/*.test.[jt]s?(x)',
				'<rootDir>/tests/security/**/*.test.[jt]s?(x)',
			],
		},
		{
			...shared,
			displayName: 'server',
			testEnvironment: 'node',
			setupFilesAfterEnv: [
				'@wordpress/jest-console',
				'<rootDir>/tests/support/server-timeout.js',
			],
			testMatch: [
				'<rootDir>/server/**/test/**/*.test.[jt]s',
				'<rootDir>/tests/server/**/*.test.[jt]s',
				'<rootDir>/blocks/**/test/**/*.server.test.[jt]s',
			],
		},
		{
			...shared,
			displayName: 'e2e',
			testEnvironment: 'node',
			setupFilesAfterEnv: [ '<rootDir>/tests/support/e2e-timeout.js' ],
			testMatch: [ '<rootDir>/tests/e2e/**/*.e2e.test.[jt]s' ],
		},
		{
			...shared,
			displayName: 'wordpress',
			testEnvironment: 'node',
			setupFilesAfterEnv: [ '<rootDir>/tests/support/e2e-timeout.js' ],
			testMatch: [ '<rootDir>/tests/wordpress/**/*.test.[jt]s' ],
		},
	],
};
