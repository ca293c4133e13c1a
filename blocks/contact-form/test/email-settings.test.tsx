/**
 * Email Connection and Submission Settings (spec §3, §5): the recipient's validation
 * messages, its reset on blur, Enter suppressed, the default recipient and subject, and the
 * thank-you choices.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatch } from '@wordpress/data';
import {
	defaultSite,
	EDITOR,
	editorStore,
} from '../../../tests/support/editor-stores';
import { formBlock, renderEditor, serveRoutes, setSite } from './form-editor';

const contactForm = ( attributes: Record< string, unknown > = {} ) =>
	formBlock( attributes, [
		[ 'jetpack/field-name' ],
		[ 'jetpack/button', { element: 'button', text: 'Send' } ],
	] );

const recipientField = () =>
	screen.getByRole( 'textbox', { name: 'Email address to send to' } );

// A whole block editor renders in jsdom; typing through it is slow on shared machines.
jest.setTimeout( 30000 );

beforeEach( () => {
	setSite();
	serveRoutes( {
		'GET /jetpack/v4/jetpack_crm': () => ( {
			status: 403,
			body: { code: 'rest_forbidden', message: 'No.' },
		} ),
		'GET /jetpack/v4/plugins': () => ( {
			status: 403,
			body: { code: 'rest_forbidden', message: 'No.' },
		} ),
	} );
} );

async function typeRecipients( value: string ) {
	const user = userEvent.setup( { delay: null } );
	const field = recipientField() as HTMLInputElement;
	// Typing over the whole current text replaces it.
	await user.type( field, value, {
		initialSelectionStart: 0,
		initialSelectionEnd: field.value.length,
	} );
	await user.tab();
}

describe( 'Form recipient', () => {
	it( 'reports one invalid address', async () => {
		await renderEditor( [ contactForm( { to: 'a@example.com' } ) ] );
		await typeRecipients( 'good@example.com, nope' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			/^nope is not a valid email address\.$/
		);
		expect( recipientField() ).toHaveAttribute( 'aria-invalid', 'true' );
	} );

	it( 'reports two invalid addresses with "and"', async () => {
		await renderEditor( [ contactForm( { to: 'a@example.com' } ) ] );
		await typeRecipients( 'one@, good@example.com, two@example' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			/^one@ and two@example are not a valid email address\.$/
		);
	} );

	it( 'reports more invalid addresses as a comma-joined list', async () => {
		await renderEditor( [ contactForm( { to: 'a@example.com' } ) ] );
		await typeRecipients( 'x, y@, z@z, ok@example.org' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			/^x, y@, z@z are not a valid email address\.$/
		);
	} );

	it( 'accepts valid addresses, and clears the message while typing', async () => {
		const editor = await renderEditor( [
			contactForm( { to: 'a@example.com' } ),
		] );
		await typeRecipients( 'bad' );
		expect( screen.getByRole( 'alert' ) ).toBeInTheDocument();
		await typeRecipients( 'sales@example.com, support@example.co.uk' );
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		expect( editor.blocks()[ 0 ].attributes.to ).toBe(
			'sales@example.com, support@example.co.uk'
		);
	} );

	it( 'goes back to the post author when emptied and left', async () => {
		const editor = await renderEditor( [
			contactForm( { to: 'someone@example.com' } ),
		] );
		fireEvent.change( recipientField(), { target: { value: '' } } );
		expect( editor.blocks()[ 0 ].attributes.to ).toBe( '' );
		fireEvent.blur( recipientField() );
		expect( editor.blocks()[ 0 ].attributes.to ).toBe(
			'author@example.com'
		);
		expect( recipientField() ).toHaveValue( 'author@example.com' );
	} );

	it( 'ignores the Enter key', async () => {
		await renderEditor( [ contactForm( { to: 'a@example.com' } ) ] );
		const notCancelled = fireEvent.keyDown( recipientField(), {
			key: 'Enter',
		} );
		expect( notCancelled ).toBe( false );
		expect( fireEvent.keyDown( recipientField(), { key: 'a' } ) ).toBe(
			true
		);
	} );
} );

describe( 'Send responses to email', () => {
	const toggle = () =>
		screen.getByRole( 'checkbox', { name: 'Send responses to email' } );

	it( 'is on for a form without the setting, and off hides the recipient and subject', async () => {
		const editor = await renderEditor( [
			contactForm( { to: 'a@example.com', subject: 'Hi' } ),
		] );
		expect( toggle() ).toBeChecked();
		fireEvent.click( toggle() );
		expect( editor.blocks()[ 0 ].attributes.emailNotifications ).toBe(
			false
		);
		expect( toggle() ).not.toBeChecked();
		expect(
			screen.queryByRole( 'textbox', {
				name: 'Email address to send to',
			} )
		).toBeNull();
		expect(
			screen.queryByRole( 'textbox', { name: 'Email subject line' } )
		).toBeNull();
		expect( editor.blocks()[ 0 ].attributes ).toMatchObject( {
			to: 'a@example.com',
			subject: 'Hi',
		} );
	} );

	it( 'turned on again for a form saved with it off, removes the setting and shows the fields', async () => {
		const editor = await renderEditor( [
			contactForm( { to: 'a@example.com', emailNotifications: false } ),
		] );
		expect( toggle() ).not.toBeChecked();
		expect(
			screen.queryByRole( 'textbox', {
				name: 'Email address to send to',
			} )
		).toBeNull();
		fireEvent.click( toggle() );
		expect(
			editor.blocks()[ 0 ].attributes.emailNotifications
		).toBeUndefined();
		expect( recipientField() ).toHaveValue( 'a@example.com' );
	} );
} );

describe( 'Form email defaults', () => {
	it( 'a form without recipient or subject gets the author and "[Site title] Post title"', async () => {
		act( () => {
			dispatch( editorStore ).editPost( { title: 'Lunch menu' } );
		} );
		const editor = await renderEditor( [ contactForm() ] );
		expect( editor.blocks()[ 0 ].attributes ).toMatchObject( {
			to: 'author@example.com',
			subject: '[Pasta Place] Lunch menu',
		} );
		expect(
			screen.getByRole( 'textbox', { name: 'Email subject line' } )
		).toHaveValue( '[Pasta Place] Lunch menu' );
	} );

	it( 'keeps a saved recipient and subject', async () => {
		const editor = await renderEditor( [
			contactForm( { to: 'kept@example.com', subject: 'Kept' } ),
		] );
		expect( editor.blocks()[ 0 ].attributes ).toMatchObject( {
			to: 'kept@example.com',
			subject: 'Kept',
		} );
	} );

	it( 'uses the site title alone while the post has no title', async () => {
		act( () => {
			dispatch( editorStore ).editPost( { title: '' } );
		} );
		const editor = await renderEditor( [
			contactForm( { to: 'a@example.com' } ),
		] );
		expect( editor.blocks()[ 0 ].attributes.subject ).toBe(
			'[Pasta Place]'
		);
	} );

	it( 'fills the defaults once the site has answered, not before', async () => {
		const post = { ...defaultSite().post, title: 'Lunch menu' };
		setSite( { post, loading: true } );
		const editor = await renderEditor( [ contactForm() ] );
		expect( editor.blocks()[ 0 ].attributes.to ).toBeUndefined();
		expect( editor.blocks()[ 0 ].attributes.subject ).toBeUndefined();
		act( () => setSite( { post } ) );
		await waitFor( () =>
			expect( editor.blocks()[ 0 ].attributes ).toMatchObject( {
				to: 'author@example.com',
				subject: '[Pasta Place] Lunch menu',
			} )
		);
	} );

	it( "gives an editor their own address on their own post, and none on another author's", async () => {
		setSite( {
			currentUserId: EDITOR.id,
			post: { ...defaultSite().post, author: EDITOR.id },
		} );
		const own = await renderEditor( [ contactForm() ] );
		expect( own.blocks()[ 0 ].attributes.to ).toBe( 'ed@example.com' );
		own.unmount();

		// WordPress shows other users' emails only to those who may list users; the server
		// then mails the post author, as it does for any form without a recipient.
		setSite( { currentUserId: EDITOR.id } );
		const other = await renderEditor( [ contactForm() ] );
		expect( other.blocks()[ 0 ].attributes.to ).toBeUndefined();
		expect( other.blocks()[ 0 ].attributes.subject ).toBe(
			'[Pasta Place]'
		);
	} );
} );

describe( 'Form submission settings', () => {
	it( 'shows the heading and message for a message, the address for a redirect', async () => {
		const user = userEvent.setup( { delay: null } );
		const editor = await renderEditor( [
			contactForm( { to: 'a@example.com', subject: 'S' } ),
		] );
		const choice = screen.getByRole( 'combobox', {
			name: 'On submission',
		} );
		expect( choice ).toHaveValue( '' );
		expect(
			screen.getByRole( 'textbox', { name: 'Message heading' } )
		).toHaveValue( 'Your message has been sent' );
		expect(
			screen.queryByRole( 'textbox', { name: 'Message text' } )
		).toBeNull();

		await user.selectOptions( choice, 'message' );
		await user.type(
			screen.getByRole( 'textbox', { name: 'Message text' } ),
			'Thanks!'
		);
		expect( editor.blocks()[ 0 ].attributes ).toMatchObject( {
			customThankyou: 'message',
			customThankyouMessage: 'Thanks!',
		} );

		await user.selectOptions( choice, 'redirect' );
		expect(
			screen.queryByRole( 'textbox', { name: 'Message heading' } )
		).toBeNull();
		await user.type(
			screen.getByRole( 'textbox', { name: 'Redirect address' } ),
			'https://example.com/thanks'
		);
		expect( editor.blocks()[ 0 ].attributes ).toMatchObject( {
			customThankyou: 'redirect',
			customThankyouRedirect: 'https://example.com/thanks',
		} );
	} );

	it( 'opens the responses list in a new tab from Manage Responses', async () => {
		await renderEditor( [
			contactForm( { to: 'a@example.com', subject: 'S' } ),
		] );
		const link = screen.getByRole( 'link', {
			name: 'View form responses',
		} );
		expect( link ).toHaveAttribute(
			'href',
			'/wp-admin/edit.php?post_type=feedback'
		);
		expect( link ).toHaveAttribute( 'target', '_blank' );
	} );
} );
