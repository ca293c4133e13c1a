/**
 * Test support (not a test file): a site answering `jetpack/v4/jetpack_crm` and
 * `jetpack/v4/plugins` the way the server does, and the CRM Connection panel opened.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CrmData } from '../../../shared/forms/form-crm';
import {
	formBlock,
	renderEditor,
	serveRoutes,
	type Routes,
} from './form-editor';

export const form = () =>
	formBlock( { to: 'a@example.com', subject: 'S' }, [
		[ 'jetpack/field-name' ],
		[ 'jetpack/button', { element: 'button', text: 'Send' } ],
	] );

export const crm = ( data: Partial< CrmData > ): CrmData => ( {
	crm_installed: true,
	crm_active: true,
	crm_version: '6.4.0',
	jp_form_ext_enabled: true,
	can_activate_extension: true,
	...data,
} );

export const plugins = {
	'GET /jetpack/v4/plugins': () => ( { status: 200, body: {} } ),
};

export async function openCrmPanel( routes: Routes ) {
	const requests = serveRoutes( { ...plugins, ...routes } );
	const editor = await renderEditor( [ form() ] );
	const user = userEvent.setup( { delay: null } );
	await user.click(
		await screen.findByRole( 'button', { name: 'CRM Connection' } )
	);
	await waitFor( () =>
		expect( document.querySelector( '.components-spinner' ) ).toBeNull()
	);
	return { requests, editor, user };
}

export const answer = ( data: CrmData ) => () => ( {
	status: 200,
	body: data,
} );

/** A route that answers when the test calls the returned function. */
export function held() {
	let release: ( value: {
		status: number;
		body: unknown;
	} ) => void = () => {};
	const route = () =>
		new Promise< { status: number; body: unknown } >(
			( done ) => ( release = done )
		);
	return {
		route,
		release: ( status: number, body: unknown ) =>
			act( async () => release( { status, body } ) ),
	};
}
