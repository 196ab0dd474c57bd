module Main exposing (main, Model, Msg(..))

{-| A small Elm app listing posts. -}

import Browser
import Html exposing (Html, div, h1, li, text, ul, button)
import Html.Attributes exposing (class)
import Html.Events exposing (onClick)
import Http
import Json.Decode as Decode exposing (Decoder, field, string, list)


type alias Post =
    { title : String
    , date : String
    , tags : List String
    }


type alias Model =
    { posts : List Post
    , error : Maybe String
    , count : Int
    }


type Msg
    = Load
    | Loaded (Result Http.Error (List Post))
    | Increment


postDecoder : Decoder Post
postDecoder =
    Decode.map3 Post
        (field "title" string)
        (field "date" string)
        (field "tags" (list string))


init : () -> ( Model, Cmd Msg )
init _ =
    ( { posts = [], error = Nothing, count = 0 }, Cmd.none )


update : Msg -> Model -> ( Model, Cmd Msg )
update msg model =
    case msg of
        Load ->
            ( model, Http.get { url = "/posts.json", expect = Http.expectJson Loaded (list postDecoder) } )

        Loaded (Ok posts) ->
            ( { model | posts = posts, error = Nothing }, Cmd.none )

        Loaded (Err _) ->
            ( { model | error = Just "could not load" }, Cmd.none )

        Increment ->
            ( { model | count = model.count + 1 }, Cmd.none )


view : Model -> Html Msg
view model =
    div [ class "posts" ]
        [ h1 [] [ text ("Posts: " ++ String.fromInt (List.length model.posts)) ]
        , ul [] (List.map (\p -> li [] [ text p.title ]) model.posts)
        , button [ onClick Increment ] [ text "+1" ]
        , case model.error of
            Just e -> text e
            Nothing -> text ""
        ]


main : Program () Model Msg
main =
    Browser.element { init = init, update = update, view = view, subscriptions = \_ -> Sub.none }

-- line comment
ratio = 3.14 * 2 / 1.5e2 |> round
hex = 0xFF
ch = 'c'
multi = """
multi-line "string"
"""
