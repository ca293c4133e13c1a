/**
 * Restaurant reservation in the editor: the search asks the host for 20 restaurants, at most
 * once per 500 ms; suggestions are 'Name (id)' tokens; numeric ids are accepted; pasted embed
 * code sets the attributes, or gives the error message word for word; several restaurants are
 * multi; the wide style warns unless the alignment is wide or full. A new block takes the
 * widget language closest to the site's locale (the editor settings' `blockSuite.siteLocale`).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import * as data from '@wordpress/data';
import {
	defaultSite,
	provideEditorSite,
} from '../../../tests/support/editor-stores';
import {
	answerWith,
	renderEmbedEditor,
	requests,
} from '../../../shared/embed/test/embed-editor';
import { languageForLocale } from '../embed-code';

const search = () => screen.getByRole( 'combobox', { name: 'Restaurants' } );

async function typeInSearch( value: string ) {
	await act( async () => {
		search().focus();
		fireEvent.change( search(), { target: { value } } );
	} );
}

async function pressEnter() {
	await act( async () => {
		fireEvent.keyDown( search(), {
			key: 'Enter',
			code: 'Enter',
			keyCode: 13,
		} );
	} );
}

const WIDE_WARNING =
	'With the Wide style, this block displays best with a Wide or Full width alignment.';
const notice = () => document.querySelector( '.components-notice' );

describe( 'OpenTable edit', () => {
	afterEach( () => {
		jest.useRealTimers();
	} );

	it( 'searches through the host, page size 20, one request per 500 ms', async () => {
		answerWith( async () => ( {
			items: [
				{ rid: 42, name: 'Chez Panisse' },
				{ rid: 43, name: 'Chez Nous' },
			],
		} ) );
		await renderEmbedEditor( 'jetpack/opentable' );
		jest.useFakeTimers();
		requests.length = 0;
		await typeInSearch( 'ch' );
		await act( async () => jest.advanceTimersByTime( 0 ) );
		expect( requests ).toEqual( [
			'/wpcom/v2/opentable/restaurants?pageSize=20&query=ch',
		] );
		await typeInSearch( 'che' );
		await typeInSearch( 'chez' );
		await act( async () => jest.advanceTimersByTime( 400 ) );
		expect( requests ).toHaveLength( 1 );
		await act( async () => jest.advanceTimersByTime( 100 ) );
		expect( requests ).toEqual( [
			'/wpcom/v2/opentable/restaurants?pageSize=20&query=ch',
			'/wpcom/v2/opentable/restaurants?pageSize=20&query=chez',
		] );
		jest.useRealTimers();
		expect(
			await screen.findByRole( 'option', { name: 'Chez Panisse (42)' } )
		).toBeInTheDocument();
	} );

	it( "takes 'Name (id)' tokens and numeric ids; several restaurants are multi", async () => {
		answerWith( async () => ( { items: [] } ) );
		const editor = await renderEmbedEditor( 'jetpack/opentable' );
		await typeInSearch( 'Chez Panisse (42)' );
		await pressEnter();
		await typeInSearch( '412810' );
		await pressEnter();
		await typeInSearch( 'no id here' );
		await pressEnter();
		await act( async () => {
			fireEvent.click( screen.getByRole( 'button', { name: 'Embed' } ) );
		} );
		expect( editor.attributes() ).toMatchObject( {
			rid: [ '42', '412810' ],
			style: 'multi',
		} );
	} );

	it( 'reads pasted embed code, and refuses code that is not OpenTable, word for word', async () => {
		answerWith( async () => ( { items: [] } ) );
		const editor = await renderEmbedEditor( 'jetpack/opentable' );
		await typeInSearch(
			'<script src="https://evil.example/loader?rid=1"></script>'
		);
		await pressEnter();
		expect( screen.getByRole( 'alert' ).textContent ).toBe(
			'We ran into an issue. Please ensure this embed matches the one from your OpenTable account'
		);
		await typeInSearch(
			"<script type='text/javascript' src='//www.opentable.com/widget/reservation/loader?rid=412810&domain=com&type=standard&theme=tall&lang=de-DE&iframe=true'></script>"
		);
		await pressEnter();
		expect( editor.attributes() ).toMatchObject( {
			rid: [ '412810' ],
			style: 'tall',
			lang: 'de-DE',
		} );
	} );

	it( 'warns about the wide style unless aligned wide or full', async () => {
		const editor = await renderEmbedEditor( 'jetpack/opentable', {
			rid: [ '1' ],
			style: 'wide',
			className: 'is-style-wide',
			align: 'center',
		} );
		expect( notice()!.textContent ).toContain( WIDE_WARNING );
		await act( async () => {
			(
				editor.registry.dispatch( 'core/block-editor' ) as {
					updateBlockAttributes: ( id: string, a: object ) => void;
				}
			 ).updateBlockAttributes( editor.block().clientId, {
				align: 'full',
			} );
		} );
		expect( notice() ).toBeNull();
	} );

	it( 'choosing the wide style aligns the block wide; leaving it clears that alignment', async () => {
		const editor = await renderEmbedEditor( 'jetpack/opentable', {
			rid: [ '1' ],
		} );
		const setClass = ( className: string ) =>
			act( async () => {
				(
					editor.registry.dispatch( 'core/block-editor' ) as {
						updateBlockAttributes: (
							id: string,
							a: object
						) => void;
					}
				 ).updateBlockAttributes( editor.block().clientId, {
					className,
				} );
			} );
		await setClass( 'is-style-wide' );
		expect( editor.attributes() ).toMatchObject( {
			style: 'wide',
			align: 'wide',
		} );
		await setClass( 'is-style-tall' );
		expect( editor.attributes().style ).toBe( 'tall' );
		expect( editor.attributes().align ).toBeUndefined();
	} );

	it( 'has language, new-tab and margin settings', async () => {
		const editor = await renderEmbedEditor( 'jetpack/opentable', {
			rid: [ '1' ],
		} );
		fireEvent.change(
			screen.getByRole( 'combobox', { name: 'Language' } ),
			{
				target: { value: 'ja-JP' },
			}
		);
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Open in a new window' } )
		);
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Remove bottom margin' } )
		);
		expect( editor.attributes() ).toMatchObject( {
			lang: 'ja-JP',
			newtab: true,
			negativeMargin: true,
		} );
	} );

	it( "gives a new block the widget language of the site's locale, and leaves a set-up one alone", async () => {
		expect(
			[
				'fr_CA',
				'fr_FR',
				'de_DE_formal',
				'ja',
				'nl_BE',
				'pt_BR',
				'en_GB',
			].map( languageForLocale )
		).toEqual( [
			'fr-CA',
			'fr-CA',
			'de-DE',
			'ja-JP',
			'nl-NL',
			'en-US',
			'en-US',
		] );

		answerWith( async () => ( { items: [] } ) );
		provideEditorSite( data, {
			...defaultSite(),
			blockSuite: {
				siteType: 'self-hosted',
				adminUrl: '/wp-admin/',
				siteLocale: 'de_DE',
			},
		} );
		const fresh = await renderEmbedEditor( 'jetpack/opentable' );
		expect( fresh.attributes().lang ).toBe( 'de-DE' );
		fresh.unmount();

		const chosen = await renderEmbedEditor( 'jetpack/opentable', {
			rid: [ '42' ],
			lang: 'en-US',
		} );
		expect( chosen.attributes().lang ).toBe( 'en-US' );
	} );
} );
