/** 'Add images' under the carousel (and in the toolbar): uploads more images, images only. */
import { FormFileUpload, ToolbarButton, Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { upload } from '@wordpress/icons';

export default function UploadButton( {
	onFiles,
	inToolbar = false,
}: {
	onFiles: ( files: FileList ) => void;
	inToolbar?: boolean;
} ) {
	return (
		<FormFileUpload
			multiple
			accept="image/*"
			onChange={ ( event ) => {
				const { files } = event.currentTarget;
				if ( files?.length ) {
					onFiles( files );
				}
			} }
			render={ ( { openFileDialog } ) =>
				inToolbar ? (
					<ToolbarButton
						icon={ upload }
						label={ __( 'Add images', 'jetpack' ) }
						onClick={ openFileDialog }
					/>
				) : (
					<Button
						__next40pxDefaultSize
						variant="secondary"
						icon={ upload }
						className="wp-block-jetpack-slideshow__add-item"
						onClick={ openFileDialog }
					>
						{ __( 'Add images', 'jetpack' ) }
					</Button>
				)
			}
		/>
	);
}
