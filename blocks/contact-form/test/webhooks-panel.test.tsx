/**
 * The Webhooks panel: add up to five addresses, pause or remove them, and see at once when an
 * address is not http(s).
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import WebhooksPanel from '../components/webhooks-panel';
import type { FormWebhook } from '../types';

function Harness( { onChange }: { onChange: ( w: FormWebhook[] ) => void } ) {
	const [ webhooks, setWebhooks ] = useState< FormWebhook[] >( [] );
	return (
		<WebhooksPanel
			webhooks={ webhooks }
			onChange={ ( next ) => {
				setWebhooks( next );
				onChange( next );
			} }
		/>
	);
}

function openPanel() {
	fireEvent.click( screen.getByRole( 'button', { name: 'Webhooks' } ) );
}

it( 'adds a webhook, takes its address and can pause and remove it', () => {
	const changes: FormWebhook[][] = [];
	render( <Harness onChange={ ( next ) => changes.push( next ) } /> );
	openPanel();
	fireEvent.click( screen.getByRole( 'button', { name: 'Add webhook' } ) );
	fireEvent.change( screen.getByLabelText( 'Webhook URL 1' ), {
		target: { value: 'https://hooks.example.com/forms' },
	} );
	fireEvent.click( screen.getByLabelText( 'Send responses here' ) );
	expect( changes[ changes.length - 1 ] ).toEqual( [
		{ url: 'https://hooks.example.com/forms', enabled: false },
	] );
	fireEvent.click( screen.getByRole( 'button', { name: 'Remove webhook' } ) );
	expect( changes[ changes.length - 1 ] ).toEqual( [] );
} );

it( 'says when an address is not http(s)', () => {
	render( <Harness onChange={ () => undefined } /> );
	openPanel();
	fireEvent.click( screen.getByRole( 'button', { name: 'Add webhook' } ) );
	fireEvent.change( screen.getByLabelText( 'Webhook URL 1' ), {
		target: { value: 'javascript:alert(1)' },
	} );
	expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
		'Enter an address starting with http:// or https://.'
	);
} );

it( 'stops at five webhooks', () => {
	render( <Harness onChange={ () => undefined } /> );
	openPanel();
	const add = screen.getByRole( 'button', { name: 'Add webhook' } );
	for ( let i = 0; i < 5; i++ ) {
		fireEvent.click( add );
	}
	expect( screen.getAllByLabelText( /Webhook URL \d/ ) ).toHaveLength( 5 );
	expect( add ).toBeDisabled();
} );
