/**
 * The frame of the admin screens: a banner with the site name, the admin navigation and the
 * account links (with a nonce-protected "Log Out"), then the screen's main landmark.
 */
import { can } from '../auth/users';
import type { RequestContext } from '../site-context';
import { markup, type SafeHtml } from '../../shared/render/html';
import { BASE_STYLE, documentPage, type DocumentOptions } from './layout';
import { logoutUrl } from './login';

/**
 * Where @wordpress/a11y's speak() announces (it reuses elements with these ids, and would
 * otherwise append them to <body>, outside every landmark): the intro text, hidden until an
 * announcement, and the two live regions, visually hidden, inside the main landmark.
 */
const ANNOUNCEMENT_REGIONS = markup`<p id="a11y-speak-intro-text" class="a11y-speak-intro-text screen-reader-text" hidden>Notifications</p>
<div id="a11y-speak-assertive" class="a11y-speak-region screen-reader-text" aria-live="assertive" aria-relevant="additions text" aria-atomic="true"></div>
<div id="a11y-speak-polite" class="a11y-speak-region screen-reader-text" aria-live="polite" aria-relevant="additions text" aria-atomic="true"></div>`;

export function adminPage(
	ctx: RequestContext,
	siteTitle: string,
	title: string,
	body: SafeHtml,
	/** The screen's own stylesheets, module scripts and inline head data. */
	assets: Pick< DocumentOptions, 'styles' | 'modules' | 'head' > = {}
): string {
	const user = ctx.session!.user;
	return documentPage( {
		title: `${ title } ‹ ${ siteTitle }`,
		styles: assets.styles,
		modules: assets.modules,
		head: assets.head
			? markup`${ BASE_STYLE }${ assets.head }`
			: BASE_STYLE,
		bodyClass: 'wp-admin',
		body: markup`<a class="skip-link" href="#main">Skip to main content</a>
<header class="site-bar" role="banner">
<a href="/">${ siteTitle }</a>
<nav aria-label="Admin"><ul>
<li><a href="/wp-admin/edit.php">Posts</a></li>
<li><a href="/wp-admin/edit.php?post_type=page">Pages</a></li>
<li><a href="/wp-admin/post-new.php">Add New Post</a></li>
<li><a href="/wp-admin/edit.php?post_type=feedback">Feedback</a></li>
${ can( user, 'manage_options' ) ? markup`<li><a href="/wp-admin/admin.php?page=jetpack">Jetpack</a></li>\n` : '' }</ul></nav>
<div class="account"><span>Howdy, ${ user.displayName }</span> <a href="${ logoutUrl( ctx ) }">Log Out</a></div>
</header>
<main id="main" class="wrap">
${ body }
${ ANNOUNCEMENT_REGIONS }
</main>`,
	} );
}
