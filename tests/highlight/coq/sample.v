(* A small Coq development *)
Require Import Arith List.
Import ListNotations.
Set Implicit Arguments.

Module Type ORDERED.
  Parameter t : Type.
  Parameter le : t -> t -> Prop.
End ORDERED.

Inductive tree (A : Type) : Type :=
  | Leaf : tree A
  | Node : tree A -> A -> tree A -> tree A.

Fixpoint size {A} (t : tree A) : nat :=
  match t with
  | Leaf _ => 0
  | Node l _ r => size l + 1 + size r
  end.

Definition double (n : nat) := n + n.

Lemma double_even : forall n, Nat.even (double n) = true.
Proof.
  intros n. unfold double.
  induction n as [| n IH].
  - reflexivity.
  - simpl. rewrite <- plus_n_Sm. simpl. exact IH.
Qed.

Theorem app_nil : forall (A : Type) (l : list A), l ++ [] = l.
Proof.
  induction l; simpl; auto.
  rewrite IHl. trivial.
Qed.

Notation "x <+> y" := (Nat.add x y) (at level 50, left associativity).
Check List.map.
Compute (double 21).
