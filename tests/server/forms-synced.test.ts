/**
 * Synced forms: a `jetpack_form` post (REST `wp/v2/jetpack-forms`, editors only) placed in a
 * post with `<!-- wp:jetpack/contact-form {"ref":N} /-->` is shown to visitors, takes
 * submissions checked against its fields, and its responses are attributed to it on the
 * Feedback screen. A missing or trashed form shows nothing.
 */
import {
	dom,
	field,
	formContent,
	formsSiteForThisFile,
	postForm,
	publishPost,
	SUBMIT_BUTTON,
	submitJson,
	visitForm,
} from './support/forms';

jest.setTimeout( 30000 );

const site = formsSiteForThisFile();

const FORM = formContent(
	field( 'name', { label: 'Your name', required: true } ) +
		field( 'textarea', { label: 'Question' } ) +
		SUBMIT_BUTTON
);

async function createSyncedForm( title: string, content = FORM ) {
	const admin = await site.testSite.admin();
	const created = await admin.rest( '/wp/v2/jetpack-forms', {
		method: 'POST',
		body: { title, content, status: 'publish' },
	} );
	expect( created.status ).toBe( 201 );
	return created.body.id as number;
}

const reference = ( id: number ) =>
	`<!-- wp:paragraph --><p>Before</p><!-- /wp:paragraph -->\n<!-- wp:jetpack/contact-form {"ref":${ id }} /-->`;

it( 'keeps synced forms at wp/v2/jetpack-forms for editors, away from visitors and subscribers', async () => {
	const id = await createSyncedForm( 'Support questions' );
	const editor = await site.testSite.editor();
	const read = await editor.rest(
		`/wp/v2/jetpack-forms/${ id }?context=edit`
	);
	expect( read.status ).toBe( 200 );
	expect( read.body.content.raw ).toContain( 'Your name' );

	const anonymous = await site.testSite
		.client()
		.rest( `/wp/v2/jetpack-forms/${ id }` );
	expect( anonymous.status ).toBe( 401 );
	// Nor listed to them.
	expect(
		( await site.testSite.client().rest( '/wp/v2/jetpack-forms' ) ).status
	).toBe( 401 );
	const listed = await editor.rest( '/wp/v2/jetpack-forms' );
	expect( listed.status ).toBe( 200 );
	expect( listed.body.map( ( form: { id: number } ) => form.id ) ).toContain(
		id
	);
	const { client: subscriber } = await site.testSite.addUser( 'subscriber' );
	expect(
		( await subscriber.rest( `/wp/v2/jetpack-forms/${ id }` ) ).status
	).toBe( 403 );
	expect(
		(
			await subscriber.rest( '/wp/v2/jetpack-forms', {
				method: 'POST',
				body: { title: 'x', content: FORM, status: 'publish' },
			} )
		).status
	).toBe( 403 );
	// Not a page of the site.
	expect(
		( await site.testSite.client().fetch( `/?p=${ id }` ) ).status
	).toBe( 404 );
} );

it( 'shows the referenced form to visitors, named by its title, and attributes responses to it', async () => {
	const formId = await createSyncedForm( 'Support questions' );
	const { id: postId } = await publishPost(
		await site.testSite.admin(),
		reference( formId ),
		'Help'
	);
	const visitor = site.testSite.client();
	const form = await visitForm( visitor, postId );
	const document = dom( form.html );
	expect(
		document.querySelector( 'form' )?.getAttribute( 'aria-label' )
	).toBe( 'Support questions' );
	expect( form.names ).toEqual( [
		`g${ postId }-your-name`,
		`g${ postId }-question`,
	] );

	const refused = await submitJson( visitor, form, {
		[ `g${ postId }-your-name` ]: '',
	} );
	expect( refused.body ).toMatchObject( { success: false, status: 400 } );

	const again = await visitForm( visitor, postId );
	const sent = await submitJson( visitor, again, {
		[ `g${ postId }-your-name` ]: 'Ada',
		[ `g${ postId }-question` ]: 'Where is my order?',
	} );
	expect( sent.body ).toMatchObject( { success: true } );

	const admin = await site.testSite.admin();
	const list = await (
		await admin.fetch(
			`/wp-admin/edit.php?post_type=feedback&form=${ formId }`
		)
	).text();
	expect( list ).toContain( 'Ada' );
	const other = await (
		await admin.fetch(
			`/wp-admin/edit.php?post_type=feedback&form=${ postId }`
		)
	).text();
	expect( other ).not.toContain( 'Ada' );
	const responseId = /view=response&amp;id=(\d+)/.exec( list )?.[ 1 ];
	const detail = await (
		await admin.fetch(
			`/wp-admin/edit.php?post_type=feedback&view=response&id=${ responseId }`
		)
	).text();
	expect( detail ).toContain(
		`Support questions (synced form ${ formId }, sent from post ${ postId })`
	);
} );

it( 'works without JavaScript: the thank-you comes back on the post that holds the reference', async () => {
	const formId = await createSyncedForm( 'Plain form' );
	const { id: postId } = await publishPost(
		await site.testSite.admin(),
		reference( formId )
	);
	const visitor = site.testSite.client();
	const form = await visitForm( visitor, postId );
	const answer = await postForm( visitor, form, {
		[ `g${ postId }-your-name` ]: 'Grace',
	} );
	expect( answer.status ).toBe( 303 );
	const thanks = await visitor.fetch( answer.headers.get( 'location' )! );
	expect( await thanks.text() ).toContain( 'Grace' );
} );

it( 'shows nothing for a missing, draft or trashed synced form', async () => {
	const admin = await site.testSite.admin();
	const trashed = await createSyncedForm( 'Old form' );
	expect(
		(
			await admin.rest( `/wp/v2/jetpack-forms/${ trashed }`, {
				method: 'DELETE',
			} )
		).status
	).toBe( 200 );
	const draft = await admin.rest( '/wp/v2/jetpack-forms', {
		method: 'POST',
		body: { title: 'Draft', content: FORM, status: 'draft' },
	} );
	for ( const ref of [ 999999, trashed, draft.body.id ] ) {
		const { id } = await publishPost( admin, reference( ref ) );
		const page = await (
			await site.testSite.client().fetch( `/?p=${ id }` )
		).text();
		expect( page ).toContain( '<p>Before</p>' );
		expect( page ).not.toContain( '<form' );
	}
} );

it( 'does not follow a synced form that references another one', async () => {
	const inner = await createSyncedForm( 'Inner' );
	const outer = await createSyncedForm(
		'Outer',
		`<!-- wp:jetpack/contact-form {"ref":${ inner }} /-->`
	);
	const { id } = await publishPost(
		await site.testSite.admin(),
		reference( outer )
	);
	const page = await (
		await site.testSite.client().fetch( `/?p=${ id }` )
	).text();
	expect( page ).not.toContain( '<form' );
} );
