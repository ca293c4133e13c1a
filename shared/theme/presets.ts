/**
 * The standalone site's theme presets: its colour palette, gradients and font sizes, and the
 * design tools it turns on (custom colours and sizes, borders). The editor gets them as a
 * theme's theme.json reaches WordPress's editor (`__experimentalFeatures`, with the older
 * `colors` / `gradients` / `fontSizes` settings beside them), so colour, typography and border
 * controls offer them; the published page and the editor canvas print the matching
 * `--wp--preset--…` custom properties and `has-<slug>-…` classes, so the classes saved with a
 * preset choice render.
 */

export type PaletteColor = { name: string; slug: string; color: string };
export type PaletteGradient = { name: string; slug: string; gradient: string };
export type PresetFontSize = { name: string; slug: string; size: string };

/** WordPress's default font sizes (its theme.json), which this theme keeps. */
export const THEME_FONT_SIZES: readonly PresetFontSize[] = [
	{ name: 'Small', slug: 'small', size: '13px' },
	{ name: 'Medium', slug: 'medium', size: '20px' },
	{ name: 'Large', slug: 'large', size: '36px' },
	{ name: 'Extra Large', slug: 'x-large', size: '42px' },
];

export const THEME_PALETTE: readonly PaletteColor[] = [
	{ name: 'Black', slug: 'black', color: '#000000' },
	{ name: 'Charcoal', slug: 'charcoal', color: '#2c2f33' },
	{ name: 'Gray', slug: 'gray', color: '#6c6f75' },
	{ name: 'Light gray', slug: 'light-gray', color: '#ececec' },
	{ name: 'White', slug: 'white', color: '#ffffff' },
	{ name: 'Red', slug: 'red', color: '#c0272d' },
	{ name: 'Orange', slug: 'orange', color: '#d9620b' },
	{ name: 'Yellow', slug: 'yellow', color: '#f4c20d' },
	{ name: 'Green', slug: 'green', color: '#2d7a3a' },
	{ name: 'Teal', slug: 'teal', color: '#0e7c7b' },
	{ name: 'Blue', slug: 'blue', color: '#1f5fbf' },
	{ name: 'Purple', slug: 'purple', color: '#6b2fa3' },
	{ name: 'Pink', slug: 'pink', color: '#cf2e79' },
];

export const THEME_GRADIENTS: readonly PaletteGradient[] = [
	{
		name: 'Blue to purple',
		slug: 'blue-to-purple',
		gradient: 'linear-gradient(135deg,#1f5fbf 0%,#6b2fa3 100%)',
	},
	{
		name: 'Yellow to red',
		slug: 'yellow-to-red',
		gradient: 'linear-gradient(135deg,#f4c20d 0%,#c0272d 100%)',
	},
	{
		name: 'Teal to green',
		slug: 'teal-to-green',
		gradient: 'linear-gradient(135deg,#0e7c7b 0%,#2d7a3a 100%)',
	},
	{
		name: 'Light gray to white',
		slug: 'light-gray-to-white',
		gradient: 'linear-gradient(180deg,#ececec 0%,#ffffff 100%)',
	},
	{
		name: 'Charcoal to black',
		slug: 'charcoal-to-black',
		gradient: 'linear-gradient(180deg,#2c2f33 0%,#000000 100%)',
	},
];

/**
 * The theme's part of the block editor settings, as WordPress builds it from a theme's
 * theme.json: the theme's palette, gradients and font sizes (WordPress's own default palette
 * and gradients left out: this theme's are the only ones), custom colours, gradients and font
 * sizes allowed, and the border tools on (colour, style, width, radius), as a theme with
 * `appearanceTools` has them.
 */
export function themeEditorSettings() {
	const colors = THEME_PALETTE.map( ( entry ) => ( { ...entry } ) );
	const gradients = THEME_GRADIENTS.map( ( entry ) => ( { ...entry } ) );
	const fontSizes = THEME_FONT_SIZES.map( ( entry ) => ( { ...entry } ) );
	return {
		colors,
		gradients,
		fontSizes,
		disableCustomColors: false,
		disableCustomGradients: false,
		disableCustomFontSizes: false,
		__experimentalFeatures: {
			color: {
				palette: { theme: colors },
				gradients: { theme: gradients },
				custom: true,
				customGradient: true,
				defaultPalette: false,
				defaultGradients: false,
				background: true,
				text: true,
				link: true,
			},
			typography: {
				fontSizes: { theme: fontSizes },
				customFontSize: true,
				defaultFontSizes: false,
				textTransform: true,
			},
			border: { color: true, radius: true, style: true, width: true },
		},
	};
}

/**
 * The stylesheet of the presets: `--wp--preset--color--<slug>`, `--wp--preset--gradient--<slug>`
 * and `--wp--preset--font-size--<slug>` on `:root`, and the classes blocks save for preset
 * choices (`has-<slug>-color`, `has-<slug>-background-color`, `has-<slug>-border-color`,
 * `has-<slug>-gradient-background`, `has-<slug>-font-size`).
 * The slugs and values are this module's constants, so the text needs no escaping.
 */
export function presetStylesheet(): string {
	const variables = [
		...THEME_PALETTE.map(
			( { slug, color } ) => `--wp--preset--color--${ slug }:${ color }`
		),
		...THEME_GRADIENTS.map(
			( { slug, gradient } ) =>
				`--wp--preset--gradient--${ slug }:${ gradient }`
		),
		...THEME_FONT_SIZES.map(
			( { slug, size } ) => `--wp--preset--font-size--${ slug }:${ size }`
		),
	];
	const colorClasses = THEME_PALETTE.flatMap( ( { slug } ) => {
		const value = `var(--wp--preset--color--${ slug }) !important`;
		return [
			`.has-${ slug }-color{color:${ value }}`,
			`.has-${ slug }-background-color{background-color:${ value }}`,
			`.has-${ slug }-border-color{border-color:${ value }}`,
		];
	} );
	const gradientClasses = THEME_GRADIENTS.map(
		( { slug } ) =>
			`.has-${ slug }-gradient-background{background:var(--wp--preset--gradient--${ slug }) !important}`
	);
	const fontSizeClasses = THEME_FONT_SIZES.map(
		( { slug } ) =>
			`.has-${ slug }-font-size{font-size:var(--wp--preset--font-size--${ slug }) !important}`
	);
	return [
		`:root{${ variables.join( ';' ) }}`,
		...colorClasses,
		...gradientClasses,
		...fontSizeClasses,
	].join( '\n' );
}
