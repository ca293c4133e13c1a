/**
 * Reads the boot settings the host prints into the page, and points apiFetch at its REST API.
 */
import apiFetch from '@wordpress/api-fetch';
import {
	getSettings as getDateSettings,
	setSettings as setDateSettings,
} from '@wordpress/date';
import type { EditorBootSettings } from '../../../shared/editor-settings';

/** Settings for a page opened without the host (a static preview): everything from the URL. */
function fallbackSettings(): EditorBootSettings {
	const id = Number(
		new URLSearchParams( window.location.search ).get( 'post' )
	);
	return {
		restRoot: '/wp-json/',
		nonce: '',
		postId: Number.isInteger( id ) && id > 0 ? id : null,
		postType: 'post',
		adminUrl: '/wp-admin/',
		siteUrl: '/',
		currentUser: {
			id: 0,
			name: '',
			email: '',
			roles: [],
			capabilities: {},
		},
		locale: 'en_US',
	};
}

export function readBootSettings(): EditorBootSettings {
	return window.blockSuiteSettings ?? fallbackSettings();
}

let configured = false;

/**
 * Root URL and nonce middlewares, once; the nonce middleware is reachable as `wp.apiFetch.nonceMiddleware`.
 */
export function configureApiFetch( settings: EditorBootSettings ) {
	if ( configured ) {
		return;
	}
	configured = true;
	apiFetch.use( apiFetch.createRootURLMiddleware( settings.restRoot ) );
	const nonceMiddleware = apiFetch.createNonceMiddleware( settings.nonce );
	apiFetch.use( nonceMiddleware );
	apiFetch.nonceMiddleware = nonceMiddleware;
	// Where apiFetch asks for a fresh nonce when the server answers `rest_cookie_invalid_nonce`
	// (WordPress's admin-ajax `rest-nonce` action, next to the editor under /wp-admin/).
	apiFetch.nonceEndpoint = new URL(
		'admin-ajax.php?action=rest-nonce',
		window.location.href
	).href;
}

/**
 * Hands the site's date and time formats and first day of the week to @wordpress/date, where
 * blocks read them (as WordPress does with `wp.date.setSettings` on editor pages).
 */
export function applySiteDateSettings( settings: EditorBootSettings ) {
	if ( ! settings.dateSettings ) {
		return;
	}
	const { dateFormat, timeFormat, startOfWeek } = settings.dateSettings;
	const current = getDateSettings();
	setDateSettings( {
		...current,
		formats: { ...current.formats, date: dateFormat, time: timeFormat },
		l10n: {
			...current.l10n,
			startOfWeek: startOfWeek as typeof current.l10n.startOfWeek,
		},
	} );
}
