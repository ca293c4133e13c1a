/**
 * A synced form in the editor (`{"ref":N}`): a read-only preview of the `jetpack_form` post N
 * (fetched through core-data from `wp/v2/jetpack-forms/N`), with a link to edit it where it
 * lives, as core's synced patterns do. A form that is missing, trashed or unreadable gets a
 * notice instead; visitors get nothing in its place.
 */
import { BlockPreview } from '@wordpress/block-editor';
import { parse } from '@wordpress/blocks';
import { ExternalLink, Notice, Spinner } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { decodeEntities } from '@wordpress/html-entities';
import { __, sprintf } from '@wordpress/i18n';
import { useMemo } from 'react';
import {
	CORE_STORE,
	storeSelectors,
	type CoreSelectors,
	type SelectStore,
} from '../../../shared/editor-data/stores';

type FormRecord = {
	status?: string;
	title?: { raw?: string; rendered?: string };
	content?: { raw?: string };
};

type Lookup =
	| { state: 'loading' }
	| { state: 'missing' }
	| { state: 'found'; title: string; content: string };

function useSyncedForm( formId: number ): Lookup {
	return useSelect(
		( select ) => {
			const core = storeSelectors< CoreSelectors >(
				select as SelectStore,
				CORE_STORE,
				[ 'getEntityRecord', 'hasFinishedResolution' ]
			);
			if ( ! core ) {
				return { state: 'missing' } as Lookup;
			}
			// core-data asks for `context=edit`, so `raw` is there for editors.
			const args = [ 'postType', 'jetpack_form', formId ];
			const record = core.getEntityRecord(
				'postType',
				'jetpack_form',
				formId
			) as FormRecord | undefined | null;
			if ( record && record.status !== 'trash' ) {
				return {
					state: 'found',
					title: decodeEntities(
						record.title?.raw ?? record.title?.rendered ?? ''
					),
					content: record.content?.raw ?? '',
				} as Lookup;
			}
			return core.hasFinishedResolution( 'getEntityRecord', args ) ||
				record === null
				? ( { state: 'missing' } as Lookup )
				: ( { state: 'loading' } as Lookup );
		},
		[ formId ]
	);
}

export default function SyncedFormPreview( {
	formId,
	adminUrl,
}: {
	formId: number;
	adminUrl: string;
} ) {
	const form = useSyncedForm( formId );
	const content = form.state === 'found' ? form.content : '';
	const blocks = useMemo(
		() => ( content ? parse( content ) : [] ),
		[ content ]
	);
	if ( form.state === 'loading' ) {
		return <Spinner />;
	}
	if ( form.state === 'missing' ) {
		return (
			<Notice status="warning" isDismissible={ false }>
				{ sprintf(
					/* translators: %d: the synced form's post id */
					__(
						'The synced form #%d is missing or was deleted. Visitors see nothing here: remove this block or choose another form.',
						'jetpack'
					),
					formId
				) }
			</Notice>
		);
	}
	return (
		<div className="jetpack-synced-form">
			<p className="jetpack-synced-form__header">
				{ sprintf(
					/* translators: %s: the synced form's title */
					__( 'Synced form: %s', 'jetpack' ),
					form.title || __( '(no title)', 'jetpack' )
				) }{ ' ' }
				<ExternalLink
					href={ `${ adminUrl }post.php?post=${ formId }&action=edit` }
				>
					{ __( 'Edit form', 'jetpack' ) }
				</ExternalLink>
			</p>
			<BlockPreview blocks={ blocks } />
		</div>
	);
}
