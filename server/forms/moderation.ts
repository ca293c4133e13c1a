/**
 * Moving responses between folders: spam, not spam, trash and restore — each in one
 * transaction. A response moved out of spam that never had its notification gets it then
 * (email, webhooks and Salesforce are queued as if it had just arrived).
 */
import type { SiteDb } from '../db/schema';
import { syncTransaction } from '../db/prepared';
import { inTransaction } from '../db/transaction';
import { getPost } from '../posts/posts-repo';
import { postLink } from '../posts/post-response';
import { getUser } from '../auth/users';
import { getSettings } from '../settings/settings';
import type { SiteContext } from '../site-context';
import { getFormsConfig } from './config';
import { formsDb, type FeedbackRow } from './db';
import { fileLinksOf } from './files/attachments';
import { composeNotification } from './mail/compose';
import {
	buildFormModel,
	findFormNode,
} from '../../shared/forms/model/form-model';
import type { Entry } from './model/validate';
import { getResponse } from './responses';
import { leadFields, salesforceOrganization } from './salesforce';
import { queueDeliveries } from './submit/store';
import { webhookTargets } from './webhooks';

export type Moderation = 'spam' | 'ham' | 'trash' | 'restore';

function nextStatus( row: FeedbackRow, action: Moderation ) {
	switch ( action ) {
		case 'spam':
			return row.status === 'publish'
				? { status: 'spam' as const, previous_status: null }
				: null;
		case 'ham':
			return row.status === 'spam'
				? { status: 'publish' as const, previous_status: null }
				: null;
		case 'trash':
			return row.status !== 'trash'
				? { status: 'trash' as const, previous_status: row.status }
				: null;
		case 'restore':
			return row.status === 'trash'
				? {
						status: row.previous_status ?? ( 'publish' as const ),
						previous_status: null,
					}
				: null;
	}
}

async function queueLateDeliveries(
	site: SiteContext,
	trx: SiteDb,
	id: number
): Promise< void > {
	const response = await getResponse( trx, id );
	const post = response ? await getPost( trx, response.post_id ) : null;
	if ( ! response || ! post ) {
		return;
	}
	const node = findFormNode( post.content, response.form_key );
	const model = node
		? buildFormModel( node, post.id, response.form_key )
		: null;
	const attrs = model?.attrs ?? {};
	const settings = await getSettings( trx, site.serverUrl() );
	const entries: Entry[] = response.fields.map( ( field ) => ( {
		...field,
		type: field.type as Entry[ 'type' ],
	} ) );
	const config = await getFormsConfig( trx );
	const author = await getUser( trx, post.author_id );
	const postUrl = postLink( settings, post );
	const organization = salesforceOrganization( attrs );
	queueDeliveries(
		syncTransaction( trx ),
		id,
		{
			mail: composeNotification( attrs, entries, {
				siteTitle: settings.title,
				siteUrl: settings.url,
				postTitle: post.title,
				postUrl,
				authorEmail: author?.email ?? settings.email,
				fromEmail: config.fromEmail,
				submittedAt: response.created_at,
				ip: response.ip,
				fileLinks: fileLinksOf(
					settings.url,
					response.files.map( ( file ) => ( {
						...file,
						field: file.field_name,
					} ) )
				),
			} ),
			webhookUrls: webhookTargets( attrs ),
			salesforceLead:
				organization && model
					? leadFields( organization, model.fields, entries )
					: null,
			maxAttempts: config.maxAttempts,
			postId: post.id,
			formKey: response.form_key,
			formTitle: response.form_title,
			sourceUrl: postUrl,
			entries,
		},
		response.created_at
	);
}

/**
 * Applies an action to the responses; answers how many changed.
 * @param site
 * @param ids
 * @param action
 */
export async function moderate(
	site: SiteContext,
	ids: number[],
	action: Moderation
): Promise< number > {
	if ( ! ids.length ) {
		return 0;
	}
	let changed = 0;
	await inTransaction( site.db, async ( trx ) => {
		const db = formsDb( trx );
		const rows = await db
			.selectFrom( 'feedback' )
			.selectAll()
			.where( 'id', 'in', ids )
			.execute();
		for ( const row of rows ) {
			const next = nextStatus( row, action );
			if ( ! next ) {
				continue;
			}
			await db
				.updateTable( 'feedback' )
				.set( next )
				.where( 'id', '=', row.id )
				.execute();
			changed++;
			if ( action === 'ham' && row.email_status === 'none' ) {
				await queueLateDeliveries( site, trx, row.id );
			}
		}
	} );
	return changed;
}
