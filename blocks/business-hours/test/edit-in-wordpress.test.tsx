/**
 * Inside WordPress (the plugin says `blockSuite.host: 'wordpress'`) the localized-week route
 * exists only with Jetpack: the block asks nothing and takes the week WordPress localizes for
 * `@wordpress/date`, so no 404 reaches the console.
 */
import * as data from '@wordpress/data';
import { getSettings, setSettings } from '@wordpress/date';
import { render, screen } from '@testing-library/react';
import {
	defaultSite,
	provideEditorSite,
} from '../../../tests/support/editor-stores';
import {
	FRENCH_WEEKDAYS,
	FRENCH_WEEK_FROM_MONDAY,
	Harness,
	groupNames,
	requests,
	resetSession,
} from './edit-harness';

const dateSettings = getSettings();

beforeEach( resetSession );

afterEach( () => {
	setSettings( dateSettings );
	provideEditorSite( data, defaultSite() );
} );

it( 'reads the week from WordPress’s date settings and requests nothing', async () => {
	provideEditorSite( data, {
		...defaultSite(),
		blockSuite: { host: 'wordpress' },
	} );
	setSettings( {
		...dateSettings,
		l10n: {
			...dateSettings.l10n,
			weekdays: FRENCH_WEEKDAYS,
			startOfWeek: 1,
		},
	} );
	render( <Harness /> );
	expect( screen.queryByText( 'Loading business hours' ) ).toBeNull();
	expect( groupNames() ).toEqual( FRENCH_WEEK_FROM_MONDAY );
	expect( requests ).toHaveLength( 0 );
} );
