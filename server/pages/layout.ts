/**
 * The HTML document every server page shares: language, title, stylesheets and scripts.
 */
import { markup, raw, type SafeHtml } from '../../shared/render/html';

export type DocumentOptions = {
	title: string;
	/** BCP 47 language tag of the page, e.g. `en-US`. */
	lang?: string;
	bodyClass?: string;
	styles?: string[];
	/** Classic scripts, loaded with `defer` at the end of the body. */
	scripts?: string[];
	/** ES module scripts. */
	modules?: string[];
	/** Extra markup for <head> (inline data, inline styles). */
	head?: SafeHtml;
	body: SafeHtml;
};

export function documentPage( options: DocumentOptions ): string {
	const styles = ( options.styles ?? [] ).map(
		( href ) => markup`<link rel="stylesheet" href="${ href }">\n`
	);
	const scripts = ( options.scripts ?? [] ).map(
		( src ) => markup`<script src="${ src }" defer></script>\n`
	);
	const modules = ( options.modules ?? [] ).map(
		( src ) => markup`<script type="module" src="${ src }"></script>\n`
	);
	const page = markup`<!DOCTYPE html>
<html lang="${ options.lang ?? 'en-US' }">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${ options.title }</title>
${ styles }${ options.head ?? raw( '' ) }
</head>
<body class="${ options.bodyClass ?? '' }">
${ options.body }
${ scripts }${ modules }</body>
</html>
`;
	return page.value;
}

/** Minimal shared look for the admin and sign-in screens (no theme exists). */
export const BASE_STYLE = raw( `<style>
body{font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Oxygen-Sans,Ubuntu,Cantarell,"Helvetica Neue",sans-serif;margin:0;color:#1e1e1e;background:#f0f0f1}
a{color:#2271b1}
.screen-reader-text{position:absolute;margin:-1px;padding:0;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);border:0;word-wrap:normal}
.skip-link{position:absolute;left:-9999px}.skip-link:focus{left:8px;top:8px;background:#fff;padding:8px;z-index:10}
.site-bar{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;background:#1d2327;color:#f0f0f1;padding:8px 16px}
.site-bar a{color:#f0f0f1;text-decoration:none}.site-bar nav ul{display:flex;flex-wrap:wrap;gap:8px 16px;list-style:none;margin:0;padding:0}
.site-bar .account{margin-left:auto;display:flex;gap:12px}
.wrap{max-width:1100px;margin:24px auto;padding:0 16px}
table.posts{width:100%;border-collapse:collapse;background:#fff}
table.posts th,table.posts td{text-align:left;padding:8px 10px;border-bottom:1px solid #dcdcde}
.row-actions{font-size:13px;color:#646970}
.button{display:inline-block;background:#2271b1;color:#fff;border:0;border-radius:3px;padding:6px 12px;text-decoration:none;cursor:pointer;font-size:14px}
.button-secondary{background:#fff;color:#2271b1;box-shadow:inset 0 0 0 1px #2271b1}
.notice{background:#fff;border-left:4px solid #72aee6;padding:8px 12px;margin:12px 0}.notice-error{border-left-color:#d63638}
.login{max-width:340px;margin:8vh auto;padding:0 16px}.login form{background:#fff;padding:24px;border:1px solid #c3c4c7}
.login label{display:block;margin:12px 0 4px}.login input[type=text],.login input[type=password]{width:100%;box-sizing:border-box;padding:6px;font-size:18px}
.login .remember label{display:inline}
</style>` );
