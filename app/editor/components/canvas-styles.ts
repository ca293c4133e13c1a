/**
 * Styles of the canvas document itself (given to BlockCanvas `styles`): a readable column for
 * the title and the blocks, as a classic theme's editor styles would give, and the theme's
 * colour presets (the same stylesheet published pages print).
 */
import { presetStylesheet } from '../../../shared/theme/presets';

export const canvasDocumentStyles = [
	{ css: presetStylesheet() },
	{
		css: `
:root {
	--wp-admin-theme-color: #3858e9;
	--wp-admin-theme-color--rgb: 56, 88, 233;
	--wp-admin-theme-color-darker-10: #2145e6;
	--wp-admin-theme-color-darker-10--rgb: 33, 69, 230;
	--wp-admin-theme-color-darker-20: #183ad6;
	--wp-admin-theme-color-darker-20--rgb: 24, 58, 214;
	--wp-admin-border-width-focus: 2px;
}
body {
	font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Oxygen-Sans, Ubuntu, Cantarell, "Helvetica Neue", sans-serif;
	font-size: 18px;
	line-height: 1.6;
	color: #1e1e1e;
	padding: 48px 24px 40vh;
}
.block-suite-editor-title-heading {
	margin: 0;
	font-size: inherit;
	font-weight: inherit;
	line-height: inherit;
}
.block-suite-editor-title,
.is-root-container > * {
	max-width: 720px;
	margin-left: auto;
	margin-right: auto;
}
.is-root-container > .alignwide { max-width: 1100px; }
.is-root-container > .alignfull { max-width: none; }
.block-suite-editor-title {
	display: block;
	width: 100%;
	box-sizing: border-box;
	margin-bottom: 32px;
	padding: 0;
	border: 0;
	background: transparent;
	color: inherit;
	font-family: inherit;
	font-size: 2.5em;
	font-weight: 600;
	line-height: 1.3;
	resize: none;
	overflow: hidden;
}
.block-suite-editor-title:focus { outline: none; }
.block-suite-editor-title::placeholder { color: #757575; opacity: 1; }
`,
	},
];
