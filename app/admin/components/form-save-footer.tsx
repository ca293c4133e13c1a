/**
 * The end of an admin settings form: the save error, the "saved" confirmation and the submit
 * button, busy while the save runs.
 */
import { Button, Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

type Props = {
	busy: boolean;
	error: string | null;
	/** Whether to show the confirmation. */
	saved: boolean;
	savedMessage: string;
	/** The button's label while no save runs. */
	label: string;
};

export default function FormSaveFooter( {
	busy,
	error,
	saved,
	savedMessage,
	label,
}: Props ) {
	return (
		<>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			{ saved && (
				<Notice status="success" isDismissible={ false }>
					{ savedMessage }
				</Notice>
			) }
			<Button
				type="submit"
				variant="primary"
				isBusy={ busy }
				disabled={ busy }
				__next40pxDefaultSize
			>
				{ busy ? __( 'Saving…', 'jetpack' ) : label }
			</Button>
		</>
	);
}
