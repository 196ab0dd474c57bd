(* sample.ml: OCaml *)
open Printf

(** A post with front matter. *)
type post = {
  title : string;
  date : int * int * int;
  tags : string list;
  mutable views : int;
}

type 'a result = Ok of 'a | Error of string

exception Not_found_post of string

module StringMap = Map.Make (String)

let slugify s =
  String.lowercase_ascii s
  |> String.map (fun c -> if (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') then c else '-')

let compare_posts a b = compare b.date a.date

let rec take n = function
  | [] -> []
  | _ when n <= 0 -> []
  | x :: xs -> x :: take (n - 1) xs

let recent ?(n = 10) posts = take n (List.sort compare_posts posts)

let by_tag posts =
  List.fold_left
    (fun acc p -> List.fold_left (fun m t -> StringMap.add t (p :: (try StringMap.find t m with Not_found -> [])) m) acc p.tags)
    StringMap.empty posts

let () =
  let posts = [
    { title = "Hello, World"; date = (2024, 1, 15); tags = [ "intro" ]; views = 0 };
    { title = "Second \"post\""; date = (2024, 2, 1); tags = []; views = 0 };
  ] in
  List.iteri (fun i p -> printf "%d. %s (%s)\n" (i + 1) p.title (slugify p.title)) (recent posts);
  let total = List.fold_left (fun acc p -> acc + String.length p.title) 0 posts in
  let hex = 0xFF and big = 1_000 and f = 1.5e-3 and c = 'c' and s = {|quoted string|} in
  if total > 0 && not false || true then printf "%d %d %f %c %s\n" hex big f c s
  else raise (Not_found_post "none");
  match by_tag posts |> StringMap.bindings with
  | [] -> print_endline "no tags"
  | (t, ps) :: _ -> printf "%s: %d\n" t (List.length ps)
