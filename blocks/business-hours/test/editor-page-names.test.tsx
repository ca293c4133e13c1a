/**
 * The editor and the published page name the days alike, whatever the site's language. The
 * editor gets its names from `wpcom/v2/business-hours/localized-week`, which WordPress answers
 * with `$wp_locale->get_weekday()` (written as the language writes them: "lundi"); visitors get
 * them from render.ts. Both must show the same words ("Lundi" on a French site, as Jetpack's
 * visitors see it).
 */
import { cleanup, screen } from '@testing-library/react';
import { getSettings, setSettings } from '@wordpress/date';
import type { RenderContext } from '../../../shared/render-context';
import render from '../render';
import {
	FRENCH_WEEKDAYS,
	groupNames,
	renderLoaded,
	resetSession,
} from './edit-harness';

/** What a WordPress site in each language answers for the localized week (Sunday first). */
const SITE_WEEKS = {
	fr_FR: FRENCH_WEEKDAYS,
	de_DE: [
		'Sonntag',
		'Montag',
		'Dienstag',
		'Mittwoch',
		'Donnerstag',
		'Freitag',
		'Samstag',
	],
	ja: [
		'日曜日',
		'月曜日',
		'火曜日',
		'水曜日',
		'木曜日',
		'金曜日',
		'土曜日',
	],
};

const KEYS = [ 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat' ];

function answer( names: string[] ) {
	return {
		days: Object.fromEntries(
			KEYS.map( ( key, i ) => [ key, names[ i ] ] )
		),
		startOfWeek: 1,
	};
}

function pageNames( locale: string ): string[] {
	const context: RenderContext = {
		site: {
			locale,
			startOfWeek: 1,
			timeFormat: 'H:i',
			dateFormat: 'j F Y',
			title: 'Site',
			url: 'http://127.0.0.1:8888',
		},
		post: null,
	};
	const container = document.createElement( 'div' );
	container.innerHTML = render( {}, '', context );
	return Array.from( container.querySelectorAll( 'dt' ) ).map(
		( term ) => term.textContent ?? ''
	);
}

const initialDateSettings = getSettings();

afterEach( () => {
	cleanup();
	setSettings( initialDateSettings );
} );

describe.each( Object.keys( SITE_WEEKS ) as Array< keyof typeof SITE_WEEKS > )(
	'Business Hours day names on a %s site',
	( locale ) => {
		beforeEach( () => {
			resetSession();
			setSettings( {
				...initialDateSettings,
				l10n: { ...initialDateSettings.l10n, locale },
			} );
		} );

		it( 'are the same in the editing view and on the page', async () => {
			await renderLoaded( {}, answer( SITE_WEEKS[ locale ] ) );
			expect( groupNames() ).toEqual( pageNames( locale ) );
		} );

		it( 'are the same in the read-only editor view and on the page', async () => {
			await renderLoaded(
				{ isSelected: false },
				answer( SITE_WEEKS[ locale ] )
			);
			expect(
				screen
					.getAllByRole( 'term' )
					.map( ( term ) => term.textContent )
			).toEqual( pageNames( locale ) );
		} );
	}
);

it( 'a French page and editor read "Lundi", as Jetpack\'s visitors see it', async () => {
	resetSession();
	await renderLoaded( {}, answer( SITE_WEEKS.fr_FR ) );
	expect( groupNames()[ 0 ] ).toBe( 'Lundi' );
	expect( pageNames( 'fr_FR' )[ 0 ] ).toBe( 'Lundi' );
} );
