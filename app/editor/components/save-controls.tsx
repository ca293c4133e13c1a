/**
 * The header's right side: Save draft, View post, Publish / Update.
 */
import { Button } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { store as postEditorStore } from '../store';

export default function SaveControls() {
	const { isPublished, isSaving, savingStatus, link, isDirty, postType } =
		useSelect( ( select ) => {
			const editor = select( postEditorStore );
			return {
				isPublished: editor.isPublished(),
				isSaving: editor.isSaving(),
				savingStatus: editor.getSavingStatus(),
				link: editor.getPostLink(),
				isDirty: editor.isDirty(),
				postType: editor.getPostType(),
			};
		}, [] );
	const { savePost } = useDispatch( postEditorStore );
	const viewLabel =
		postType === 'page'
			? __( 'View page', 'jetpack' )
			: __( 'View post', 'jetpack' );

	return (
		<div className="block-suite-editor__save-controls">
			{ ! isPublished && (
				<Button
					size="compact"
					variant="tertiary"
					isBusy={ isSaving && savingStatus === 'draft' }
					disabled={ isSaving }
					accessibleWhenDisabled
					onClick={ () => savePost( { status: 'draft' } ) }
				>
					{ isSaving && savingStatus === 'draft'
						? __( 'Saving…', 'jetpack' )
						: __( 'Save draft', 'jetpack' ) }
				</Button>
			) }
			{ link && (
				<Button size="compact" variant="tertiary" href={ link }>
					{ viewLabel }
				</Button>
			) }
			<Button
				size="compact"
				variant="primary"
				isBusy={ isSaving && savingStatus === 'publish' }
				disabled={ isSaving || ( isPublished && ! isDirty ) }
				accessibleWhenDisabled
				onClick={ () => savePost( { status: 'publish' } ) }
			>
				{ isPublished
					? __( 'Update', 'jetpack' )
					: __( 'Publish', 'jetpack' ) }
			</Button>
		</div>
	);
}
