// generated - do not edit: written by `npm run gen` from schemas/models/api-account-access-username.json; edit the schema and regenerate.
import * as __runtime0 from "ajv/dist/runtime/ucs2length.js";
const __validators = {};
export default __validators;
__validators["57228301"] = validate10;
const schema27 = {"type":"object","not":{"required":["userId"]},"$id":"57228301"};

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="57228301" */;
let vErrors = null;
let errors = 0;
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs1 = errors;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.userId === undefined) && (missing0 = "userId")){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var valid0 = _errs2 === errors;
if(valid0){
const err2 = {instancePath,schemaPath:"#/not",keyword:"not",params:{}};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
}
validate10.errors = vErrors;
return errors === 0;
}

__validators["https://provider-portal.example/schemas/models/api-account-access-username.json"] = validate11;
const schema28 = {"$comment":"generated - do not edit: written by npm run gen from schemas/models/api-account-access-username.json","$schema":"http://json-schema.org/draft-07/schema#","$id":"https://provider-portal.example/schemas/models/api-account-access-username.json","title":"caption.usernameReminder","type":"object","required":["sendUsernameViaEmail"],"properties":{"userToken":{"title":"caption.token","type":"string","minLength":1,"maxLength":200,"messages":{"required":"field.required","minLength":"field.required","maxLength":"field.invalid","type":"field.invalid"},"validCharacters":true},"userId":{"title":"caption.userId","type":"integer","minimum":1,"maximum":9007199254740991,"messages":{"type":"field.invalid","minimum":"field.invalid","maximum":"field.invalid"}},"sendUsernameViaEmail":{"title":"caption.sendUsernameByEmail","type":"boolean","messages":{"required":"field.required","type":"field.invalid"}}},"additionalProperties":false,"if":{"type":"object","not":{"required":["userId"]}},"then":{"required":["userToken"]},"definitions":{}};
const func2 = (__runtime0.default?.default ?? __runtime0.default);
const pattern0 = new RegExp("[\\u0000-\\u0008\\u000C-\\u001F\\u007F-\\u009F]", "u");

function validate11(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="https://provider-portal.example/schemas/models/api-account-access-username.json" */;
let vErrors = null;
let errors = 0;
const _errs2 = errors;
let valid0 = true;
const _errs3 = errors;
if(!(data && typeof data == "object" && !Array.isArray(data))){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const _errs5 = errors;
const _errs6 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.userId === undefined) && (missing0 = "userId")){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
var valid1 = _errs6 === errors;
if(valid1){
const err2 = {};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs7 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.userToken === undefined){
const err3 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "userToken"}};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
var _valid0 = _errs7 === errors;
valid0 = _valid0;
}
if(!valid0){
const err4 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"}};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.sendUsernameViaEmail === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sendUsernameViaEmail"}};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "userToken") || (key0 === "userId")) || (key0 === "sendUsernameViaEmail"))){
const err6 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0}};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.userToken !== undefined){
let data0 = data.userToken;
if(typeof data0 === "string"){
if(func2(data0) > 200){
const err7 = {instancePath:instancePath+"/userToken",schemaPath:"#/properties/userToken/maxLength",keyword:"maxLength",params:{limit: 200}};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func2(data0) < 1){
const err8 = {instancePath:instancePath+"/userToken",schemaPath:"#/properties/userToken/minLength",keyword:"minLength",params:{limit: 1}};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(pattern0.test(data0)){
const err9 = {instancePath:instancePath+"/userToken",schemaPath:"#/properties/userToken/validCharacters",keyword:"validCharacters",params:{messageId: "field.invalid"}};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/userToken",schemaPath:"#/properties/userToken/type",keyword:"type",params:{type: "string"}};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.userId !== undefined){
let data1 = data.userId;
if(!((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1)))){
const err11 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/type",keyword:"type",params:{type: "integer"}};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(typeof data1 == "number"){
if(data1 > 9007199254740991 || isNaN(data1)){
const err12 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/maximum",keyword:"maximum",params:{comparison: "<=", limit: 9007199254740991}};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data1 < 1 || isNaN(data1)){
const err13 = {instancePath:instancePath+"/userId",schemaPath:"#/properties/userId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1}};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
if(data.sendUsernameViaEmail !== undefined){
if(typeof data.sendUsernameViaEmail !== "boolean"){
const err14 = {instancePath:instancePath+"/sendUsernameViaEmail",schemaPath:"#/properties/sendUsernameViaEmail/type",keyword:"type",params:{type: "boolean"}};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"}};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate11.errors = vErrors;
return errors === 0;
}
