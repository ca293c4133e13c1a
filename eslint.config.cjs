/**
 * ESLint flat config: @wordpress/scripts' defaults plus the project's rules.
 */
const wpScriptsConfig = require( '@wordpress/scripts/config/eslint.config.cjs' );
const wpPlugin = require( '@wordpress/eslint-plugin' );

module.exports = [
	{
		ignores: [
			'**/build/**',
			'**/node_modules/**',
			'**/data/**',
			'**/coverage/**',
		],
	},
	...wpScriptsConfig,
	...wpPlugin.configs[ 'test-unit' ].map( ( config ) => ( {
		...config,
		files: [ '**/test/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx,js}' ],
	} ) ),
	{
		files: [ '**/test/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx,js}' ],
		rules: {
			// Fixture suites name their tests after the files they read.
			'jest/valid-title': [ 'error', { ignoreTypeOfDescribeName: true } ],
			'jest/no-standalone-expect': [
				'error',
				{ additionalTestBlockFunctions: [ 'itUnlessContradicted' ] },
			],
		},
	},
	{
		rules: {
			'@wordpress/i18n-text-domain': [
				'error',
				{ allowedTextDomain: 'jetpack' },
			],
			'import/no-unresolved': 'off',
			'import/no-extraneous-dependencies': 'off',
			'jsdoc/require-param': 'off',
			'jsdoc/require-param-type': 'off',
			'jsdoc/require-returns-type': 'off',
		},
	},
	{
		// One direction of imports (docs/architecture.md, "Layers"): the blocks and the shared
		// helpers run in the editor, in WordPress and in the host alike, so they never import
		// the host (server/) or the pages (app/); what a renderer needs arrives in its context.
		files: [ 'blocks/**', 'shared/**' ],
		rules: {
			'import/no-restricted-paths': [
				'error',
				{
					basePath: __dirname,
					zones: [ './blocks', './shared' ].map( ( target ) => ( {
						target,
						from: [ './server', './app' ],
						message:
							'blocks/ and shared/ never import server/ or app/; move what both need to shared/.',
					} ) ),
				},
			],
		},
	},
	{
		// Command-line scripts, the server and the tests report on the console by design.
		files: [
			'scripts/**',
			'server/**',
			'bench/**',
			'tools/**',
			'tests/**',
		],
		rules: { 'no-console': 'off' },
	},
];
