/**
 * Editing the consent field (spec §3, §4): implicit consent shows the message only, explicit
 * consent a disabled checkbox plus its own message; each message is edited in place.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
	field,
	formWith,
	renderFieldEditor,
} from '../../../shared/forms/test/field-editor';

const IMPLICIT =
	"By submitting your information, you're giving us permission to email you. You may unsubscribe at any time.";
const EXPLICIT = 'Can we send you an email from time to time?';

async function editConsent( attributes: Record< string, unknown > = {} ) {
	const consent = field( 'field-consent', attributes );
	const editor = await renderFieldEditor(
		[ formWith( consent ) ],
		consent.clientId
	);
	return {
		...editor,
		attributes: () => editor.attributesOf( consent.clientId ),
	};
}

const message = () =>
	screen.getByRole( 'textbox', { name: 'Consent message' } );
const checkbox = () =>
	screen.queryByRole( 'checkbox', { name: 'Consent checkbox preview' } );

function consentSettings() {
	return screen
		.getByRole( 'button', { name: 'Consent Settings' } )
		.closest( '.components-panel__body' ) as HTMLElement;
}

describe( 'consent field editor', () => {
	it( 'is implicit by default: the message only, no checkbox', async () => {
		const editor = await editConsent();
		expect( editor.attributes().consentType ).toBe( 'implicit' );
		expect( message() ).toHaveValue( IMPLICIT );
		expect( checkbox() ).toBeNull();
	} );

	it( 'shows a disabled checkbox and the explicit message when explicit', async () => {
		const user = userEvent.setup();
		const editor = await editConsent();
		await user.selectOptions(
			within( consentSettings() ).getByRole( 'combobox', {
				name: 'Permission to email',
			} ),
			'explicit'
		);
		expect( editor.attributes().consentType ).toBe( 'explicit' );
		expect( checkbox() ).toBeDisabled();
		expect( message() ).toHaveValue( EXPLICIT );
	} );

	it( 'edits the message of the current consent type in place', async () => {
		const user = userEvent.setup();
		const editor = await editConsent( { consentType: 'explicit' } );
		await user.clear( message() );
		await user.type( message(), 'May we write to you?{Enter}' );
		expect( editor.attributes().explicitConsentMessage ).toBe(
			'May we write to you?'
		);
		expect( editor.attributes().implicitConsentMessage ).toBe( IMPLICIT );
	} );

	it( 'cannot be made required', async () => {
		await editConsent();
		expect(
			screen.queryByRole( 'checkbox', { name: 'Field is required' } )
		).toBeNull();
		expect( screen.getByRole( 'textbox', { name: 'Label' } ) ).toHaveValue(
			'Consent'
		);
	} );
} );
