{-# LANGUAGE OverloadedStrings #-}
{-# LANGUAGE QuasiQuotes #-}
-- | sample.hs: Haskell
module Site.Posts
  ( Post(..)
  , recent
  , slugify
  ) where

import qualified Data.Map.Strict as Map
import Data.Char (isAlphaNum, toLower)
import Data.List (sortBy, foldl')
import Data.Ord (comparing, Down(..))
import Control.Monad (forM_, when, unless)
import Prelude hiding (lookup)
import Data.Text (Text)

{- A block comment
   {- nested -} still comment -}

data Post = Post
  { postTitle :: String
  , postDate  :: (Int, Int, Int)
  , postTags  :: [String]
  } deriving (Show, Eq)

newtype Slug = Slug { unSlug :: String } deriving Show

class Render a where
  render :: a -> String
  render _ = ""

instance Render Post where
  render p = "<h1>" ++ postTitle p ++ "</h1>"

slugify :: String -> Slug
slugify = Slug . map (\c -> if isAlphaNum c then toLower c else '-')

recent :: Int -> [Post] -> [Post]
recent n = take n . sortBy (comparing (Down . postDate))

byTag :: [Post] -> Map.Map String [Post]
byTag = foldl' step Map.empty
  where
    step m p = foldr (\t -> Map.insertWith (++) t [p]) m (postTags p)

fib :: Integer -> Integer
fib 0 = 0
fib 1 = 1
fib n
  | n < 0     = error "negative"
  | otherwise = fib (n - 1) + fib (n - 2)

main :: IO ()
main = do
  let posts = [ Post "Hello, World" (2024, 1, 15) ["intro"]
              , Post "Second \"post\"" (2024, 2, 1) []
              ]
  forM_ (zip [1 :: Int ..] (recent 10 posts)) $ \(i, p) ->
    putStrLn $ show i ++ ". " ++ postTitle p ++ " (" ++ unSlug (slugify (postTitle p)) ++ ")"
  when (null posts) $ putStrLn "no posts"
  unless (length posts > 5) $ print (Map.keys (byTag posts))
  let x = 0xFF + 0o17 + 1.5e-3 `seq` 42
      c = 'c'
      nl = '\n'
      esc = '\x41'
      ys = [x | x <- [1..10], even x]
  case ys of
    [] -> pure ()
    (y:_) -> print (y, c, nl, esc)
  print [qq|quasi quoted #{x}|]
