/** Nothing is saved in the post: the server renders the GIF (render.ts). */
export default function save() {
	return null;
}
