/**
 * The registered block inside a real block editor: what Jetpack saved parses to the same
 * attributes, and edits made in the canvas reach the block editor store and the saved markup.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import apiFetch from '@wordpress/api-fetch';
import {
	createBlock,
	getBlockType,
	getCategories,
	parse,
	serialize,
} from '@wordpress/blocks';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { registerSuiteBlock } from '../../../shared/register-block';
import { renderBlockEditor } from '../../../tests/support/block-editor';
import settings from '..';
import metadata from '../block.json';
import { defaultDays, type Day } from '../days';
import { resetLocalizedWeek } from '../hooks/use-localized-week';

const fixture = ( name: string ) =>
	readFileSync( path.join( __dirname, 'fixtures', name ), 'utf8' ).trim();

beforeAll( () => registerSuiteBlock( { metadata, settings } ) );

beforeEach( () => {
	resetLocalizedWeek();
	apiFetch.setFetchHandler( async () => ( {
		days: {
			Sun: 'Sunday',
			Mon: 'Monday',
			Tue: 'Tuesday',
			Wed: 'Wednesday',
			Thu: 'Thursday',
			Fri: 'Friday',
			Sat: 'Saturday',
		},
		startOfWeek: 1,
	} ) );
} );

describe( 'Business Hours block registration', () => {
	it( 'sits in Jetpack\'s "grow" category, which registration provides', () => {
		expect( getBlockType( 'jetpack/business-hours' )?.category ).toBe(
			'grow'
		);
		expect( getCategories() ).toContainEqual( {
			slug: 'grow',
			title: 'Grow',
		} );
	} );

	it( 'gives a block saved without attributes the default week', () => {
		const [ block ] = parse( fixture( 'jetpack__business-hours.html' ) );
		expect( block.isValid ).toBe( true );
		expect( block.attributes.days ).toEqual( defaultDays() );
		expect( serialize( [ block ] ) ).toBe(
			'<!-- wp:jetpack/business-hours /-->'
		);
	} );

	it( 'keeps custom hours through parse and serialize', () => {
		const html = fixture( 'jetpack__business-hours__custom-hours.html' );
		const [ block ] = parse( html );
		expect( block.isValid ).toBe( true );
		expect( ( block.attributes.days as Day[] )[ 0 ].hours ).toEqual( [
			{ opening: '10:00', closing: '14:00' },
			{ opening: '15:00', closing: '16:00' },
		] );
		expect( serialize( [ block ] ) ).toBe( html );
	} );
} );

describe( 'Business Hours in the block editor', () => {
	it( 'opens Sunday from the canvas and saves the change in the comment', async () => {
		const editor = await renderBlockEditor(
			[ createBlock( 'jetpack/business-hours' ) ],
			{ inspector: false }
		);
		const blocks = () => editor.blocks();
		expect( await screen.findByText( 'Sunday' ) ).toBeInTheDocument();
		expect(
			screen.getAllByRole( 'definition' ).map( ( dd ) => dd.textContent )
		).toContain( 'Closed' );

		await act( async () =>
			editor.registry
				.dispatch( 'core/block-editor' )
				.selectBlock( blocks()[ 0 ].clientId )
		);
		const sunday = await screen.findByRole( 'group', { name: 'Sunday' } );
		fireEvent.click(
			within( sunday ).getByRole( 'checkbox', { name: 'Closed' } )
		);

		expect( ( blocks()[ 0 ].attributes.days as Day[] )[ 0 ] ).toEqual( {
			name: 'Sun',
			hours: [ { opening: '09:00', closing: '17:00' } ],
		} );
		expect( serialize( blocks() ) ).toContain(
			'{"name":"Sun","hours":[{"opening":"09:00","closing":"17:00"}]}'
		);
	} );
} );
