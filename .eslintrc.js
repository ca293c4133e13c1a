module.exports = {
	root: true,
	extends: [ 'plugin:@wordpress/eslint-plugin/recommended' ],
	settings: {
		'import/resolver': { node: { extensions: [ '.js', '.jsx', '.ts', '.tsx' ] } },
	},
	rules: {
		'import/no-unresolved': 'off',
		'import/no-extraneous-dependencies': 'off',
		'@wordpress/i18n-text-domain': [ 'error', { allowedTextDomain: 'jetpack' } ],
		'jsdoc/require-param': 'off',
		'jsdoc/require-returns-type': 'off',
		'jsdoc/require-param-type': 'off',
		'no-console': 'off',
	},
	ignorePatterns: [ 'build/', 'node_modules/', 'data/' ],
};
