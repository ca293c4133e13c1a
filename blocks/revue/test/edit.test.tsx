/**
 * The retired newsletter block in a real block editor: old content shows the shutdown notice
 * with its two links, the block is not offered in the inserter, and visitors get nothing.
 */
import { screen } from '@testing-library/react';
import { parse } from '@wordpress/blocks';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { registerSuiteBlock } from '../../../shared/register-block';
import { renderBlockEditor } from '../../../tests/support/block-editor';
import { renderContext } from '../../../tests/support/render-context';
import buttonMetadata from '../../button/block.json';
import buttonSettings from '../../button';
import blockSettings from '..';
import metadata from '../block.json';
import render from '../render';

function fixture( name: string ) {
	return readFileSync( path.join( __dirname, 'fixtures', name ), 'utf8' );
}

beforeAll( () => {
	registerSuiteBlock( {
		metadata: buttonMetadata,
		settings: buttonSettings,
	} );
	registerSuiteBlock( { metadata, settings: blockSettings } );
} );

describe( 'Revue block in the editor', () => {
	it( 'shows the shutdown notice with the migration and subscriber-import links', async () => {
		const blocks = parse( fixture( 'jetpack__revue.html' ) );
		await renderBlockEditor( blocks );
		const notices = await screen.findAllByText( /Revue has shut down/, {
			selector: '.components-placeholder__instructions',
		} );
		expect( notices ).toHaveLength( 1 );
		expect(
			screen.getByRole( 'link', {
				name: /How to move a Revue newsletter to WordPress\.com/,
			} )
		).toHaveAttribute(
			'href',
			'https://wordpress.com/go/digital-marketing/migrate-from-revue-newsletter/'
		);
		expect(
			screen.getByRole( 'link', {
				name: /Import your Revue subscribers/,
			} )
		).toHaveAttribute(
			'href',
			'https://wordpress.com/support/launch-a-newsletter/#add-subscribers'
		);
		expect( screen.queryByRole( 'textbox' ) ).not.toBeInTheDocument();
	} );

	it( 'is not offered in the inserter', () => {
		expect( metadata.supports.inserter ).toBe( false );
	} );
} );

describe( 'Revue block for visitors', () => {
	it( 'renders nothing: neither the form nor the link to the dead profile', () => {
		expect(
			render(
				{ revueUsername: 'weekly-notes' },
				'<div class="wp-block-jetpack-revue"><a href="https://www.getrevue.co/profile/weekly-notes">x</a></div>',
				renderContext()
			)
		).toBe( '' );
	} );
} );
