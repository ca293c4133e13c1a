/**
 * The header's right side: Save draft, View post, Publish / Update. Compact (small screens):
 * Save draft and View post are icon buttons named by their labels, as in WordPress's editor.
 */
import { Button } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { cloudUpload, external } from '@wordpress/icons';
import { store as postEditorStore } from '../store';

export default function SaveControls( {
	isCompact = false,
}: {
	isCompact?: boolean;
} ) {
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
	const isSavingDraft = isSaving && savingStatus === 'draft';
	const saveLabel = isSavingDraft
		? __( 'Saving…', 'jetpack' )
		: __( 'Save draft', 'jetpack' );
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
					isBusy={ isSavingDraft }
					disabled={ isSaving }
					accessibleWhenDisabled
					onClick={ () => savePost( { status: 'draft' } ) }
					icon={ isCompact ? cloudUpload : undefined }
					label={ isCompact ? saveLabel : undefined }
				>
					{ ! isCompact && saveLabel }
				</Button>
			) }
			{ link && (
				<Button
					size="compact"
					variant="tertiary"
					href={ link }
					icon={ isCompact ? external : undefined }
					label={ isCompact ? viewLabel : undefined }
				>
					{ ! isCompact && viewLabel }
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
